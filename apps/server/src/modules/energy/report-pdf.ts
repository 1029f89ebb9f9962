import { createRequire } from 'node:module';
import type { ReactElement } from 'react';
import { Font, renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import type { Locale } from '@alvorada/contracts';

const require = createRequire(import.meta.url);
const file = (path: string) => require.resolve(path);

let registered = false;

/**
 * The fonts of the app, self-hosted (DESIGN §8): Public Sans for Latin scripts and Noto Sans Arabic for
 * Arabic, which falls back to Public Sans for the Latin letters and symbols an Arabic report still holds.
 */
function registerFonts() {
  if (registered) return;
  registered = true;
  Font.register({
    family: 'Public Sans',
    fonts: [
      { src: file('@fontsource/public-sans/files/public-sans-latin-400-normal.woff'), fontWeight: 400 },
      { src: file('@fontsource/public-sans/files/public-sans-latin-700-normal.woff'), fontWeight: 700 },
    ],
  });
  Font.register({
    family: 'Noto Sans Arabic',
    fonts: [
      {
        src: file('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'),
        fontWeight: 400,
      },
      {
        src: file('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff'),
        fontWeight: 700,
      },
    ],
  });
  // Words are not split with hyphens: names and codes stay whole.
  Font.registerHyphenationCallback((word) => [word]);
}

/** The font families a document in the locale uses, first choice first. */
export const pdfFonts = (locale: Locale): string[] =>
  locale === 'ar' ? ['Noto Sans Arabic', 'Public Sans'] : ['Public Sans'];

/** Renders a react-pdf document (see report-documents/) to the bytes of a PDF file. */
export async function renderPdf(document: ReactElement<DocumentProps>): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(document);
}
