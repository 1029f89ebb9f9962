import { describe, expect, it } from 'vitest';
import { Font } from '@react-pdf/renderer';
import { ARABIC_PDF_FONT, registerPdfFonts } from './report-pdf.ts';
import { LABELS } from './report-labels.ts';

/** Vowel signs (the tanween of يومًا) are marks in every font; the letters under them are what is checked. */
const VOWEL_SIGNS = /[\u064b-\u065f\u0670]/g;
const LETTERS = 'ابتثجحخدذرزسشصضطظعغفقكلمنهويىةءأإآؤئ';
/** Each letter alone and thrice in a row (initial, medial and final forms), and every report label in Arabic. */
const TEXTS = [...[...LETTERS].flatMap((letter) => [letter, letter.repeat(3)]), ...Object.values(LABELS.ar)];

/** What react-pdf's font engine answers for a text: its glyphs and where each moves the pen. */
type Shaped = { glyphs: { name: string }[]; positions: { xAdvance: number }[] };

describe('Arabic in PDFs', () => {
  it.each([400, 700])(
    'draws every letter whole at weight %i: no dot left to be placed as a separate mark',
    async (fontWeight) => {
      registerPdfFonts();
      const descriptor = { fontFamily: ARABIC_PDF_FONT, fontWeight };
      await Font.load(descriptor);
      const font = Font.getFont(descriptor)!.data!;
      const marks = TEXTS.flatMap((text) =>
        (text.replace(VOWEL_SIGNS, '').match(/[\u0600-\u06ff]+/g) ?? []).flatMap((word) => {
          const run: Shaped = font.layout(word);
          return run.glyphs
            .filter((_glyph, i) => run.positions[i]!.xAdvance === 0)
            .map((glyph) => `${word}: ${glyph.name}`);
        }),
      );
      expect(marks).toEqual([]);
    },
  );
});
