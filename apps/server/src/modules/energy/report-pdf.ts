import { createRequire } from 'node:module';
import type { ReactElement } from 'react';
import { Font, renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import type { Locale } from '@alvorada/contracts';

const require = createRequire(import.meta.url);
const file = (path: string) => require.resolve(path);

let registered = false;

/**
 * Arabic in PDFs is drawn with Cairo, not the app's Noto Sans Arabic. Noto draws a dotted letter as its
 * dotless base plus dot marks that the font positions, and react-pdf puts such marks in the wrong place (the
 * final yeh of "في" lost its dots, the dot of an initial jeem went astray); Cairo draws each letter whole.
 * (IBM Plex Sans Arabic does too, but its packaged Arabic subset breaks on a no-break space, which
 * formatted numbers hold.) The screens keep Noto Sans Arabic: browsers place its marks correctly.
 */
export const ARABIC_PDF_FONT = 'Cairo';

/**
 * The fonts, self-hosted (DESIGN §8): Public Sans for Latin scripts and, for Arabic, the font above, which
 * falls back to Public Sans for the Latin letters and symbols an Arabic report still holds.
 */
export function registerPdfFonts() {
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
    family: ARABIC_PDF_FONT,
    fonts: [400, 700].map((fontWeight) => ({
      src: file(`@fontsource/cairo/files/cairo-arabic-${fontWeight}-normal.woff`),
      fontWeight,
    })),
  });
  // Words are not split with hyphens: names and codes stay whole.
  Font.registerHyphenationCallback((word) => [word]);
}

/** The font families a document in the locale uses, first choice first. */
export const pdfFonts = (locale: Locale): string[] =>
  locale === 'ar' ? [ARABIC_PDF_FONT, 'Public Sans'] : ['Public Sans'];

/** Renders a react-pdf document (see report-documents/) to the bytes of a PDF file. */
export async function renderPdf(document: ReactElement<DocumentProps>): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(document);
}
