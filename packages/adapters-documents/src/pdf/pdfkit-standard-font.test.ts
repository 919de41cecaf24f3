import { aConfirmationView } from '@tripx/application/test-support';
import { fc, test } from '@fast-check/vitest';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { PdfkitConfirmationDocument } from './pdfkit-confirmation.document';

/** The AFM font behind a standard font, with the glyph-name methods pdfkit measured text with. */
interface AfmFont {
  glyphsForString(text: string): string[];
  advancesForGlyphs(glyphs: string[]): number[];
  widthOfGlyph(glyph: string): number;
}
interface StandardFont {
  readonly font: AfmFont;
  widthOfString(text: string, size: number): number;
  encode(text: string): [string[], { xAdvance: number; advanceWidth: number }[]];
}

const fontOf = (name: string): StandardFont => {
  const doc = new PDFDocument();
  doc.font(name);
  return (doc as unknown as { _font: StandardFont })._font;
};

/** pdfkit's own measure before the patch: glyph names, their advances, summed in order. */
const widthByGlyphNames = (font: StandardFont, text: string, size: number): number => {
  let width = 0;
  for (const advance of font.font.advancesForGlyphs(font.font.glyphsForString(text))) width += advance;
  return width * (size / 1000);
};

// WinAnsi letters (French ones among them), kerned pairs, punctuation, and characters outside it.
const text = fc.string({
  unit: fc.constantFrom(...'AVAWToTaYoLTLYFr., éèàçÉÀÇ«»’–—€œŒ\u00a0\n0123456789$%ĀŴ中\u{1F600}'.split('')),
  maxLength: 40,
});

describe('pdfkit standard fonts, measured by character code (patches/pdfkit@0.20.2.patch)', () => {
  test.prop([fc.constantFrom('Helvetica', 'Helvetica-Bold'), text, fc.constantFrom(8, 9, 10, 12.5, 18)])(
    'widthOfString and encode give exactly what the glyph-name lookups give',
    (name, value, size) => {
      const font = fontOf(name);
      expect(font.widthOfString(value, size)).toBe(widthByGlyphNames(font, value, size));
      const glyphs = font.font.glyphsForString(value);
      const advances = font.font.advancesForGlyphs(glyphs);
      const [, positions] = font.encode(value);
      expect(positions.map((p) => p.xAdvance)).toEqual(advances);
      expect(positions.map((p) => p.advanceWidth)).toEqual(glyphs.map((g) => font.font.widthOfGlyph(g)));
    },
  );

  it('kerns a pair (AV is narrower than A plus V), so the check above compares kerned widths', () => {
    const font = fontOf('Helvetica');
    expect(font.widthOfString('AV', 10)).toBeLessThan(
      font.widthOfString('A', 10) + font.widthOfString('V', 10),
    );
  });
});

describe('the confirmation PDF, byte for byte (uncompressed: text, positions, layout)', () => {
  const pdf = new PdfkitConfirmationDocument({ compress: false });
  it.each([
    ['en', aConfirmationView({ provinceOfResidence: 'ON', policyLanguage: 'en' })],
    ['fr', aConfirmationView()],
  ] as const)('%s booking: the same file as before the rendering was made cheaper', async (lang, view) => {
    const bytes = await pdf.render(view, lang);
    await expect(Buffer.from(bytes).toString('latin1')).toMatchFileSnapshot(
      `./__snapshots__/confirmation.${lang}.pdf.txt`,
    );
  });
});
