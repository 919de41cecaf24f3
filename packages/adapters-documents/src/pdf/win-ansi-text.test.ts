import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWinAnsi, toWinAnsi, toWinAnsiByCharacter } from './win-ansi-text';

describe('WinAnsi text for the standard PDF fonts', () => {
  it('keeps French letters, guillemets and the no-break space', () => {
    const french = 'é è à ç É « Québec » 1\u00a0234,56\u00a0$ œuvre – €';
    expect(toWinAnsi(french)).toBe(french);
  });

  it('maps the narrow no-break space to a no-break space and decomposed accents to composed ones', () => {
    expect(toWinAnsi('9\u202f%')).toBe('9\u00a0%');
    expect(toWinAnsi('«\u202fOui\u202f»')).toBe('«\u00a0Oui\u00a0»');
    expect(toWinAnsi('e\u0301te\u0301')).toBe('été');
  });

  it('drops an accent WinAnsi lacks and replaces what has no Latin form', () => {
    expect(toWinAnsi('Dvořák Łódź Őrs')).toBe('Dvorák ?ódz Ors');
    expect(toWinAnsi('東京 😀')).toBe('?? ?');
  });

  it('property: the shortcut for Latin-1 text answers as the mapping character by character', () => {
    const latin1 = fc.oneof(
      fc.integer({ min: 0x00, max: 0xff }).map((c) => String.fromCharCode(c)),
      fc.constantFrom('\u202f', '\u0301', 'œ', '€', '’', '…', 'Š', 'ő', '😀', '\ud800'),
    );
    fc.assert(
      fc.property(
        fc.array(latin1).map((cs) => cs.join('')),
        (text) => {
          expect(toWinAnsi(text)).toBe(toWinAnsiByCharacter(text));
        },
      ),
    );
  });

  it('property: every character of the result is encodable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(Array.from(toWinAnsi(text)).every(isWinAnsi)).toBe(true);
      }),
    );
  });

  it('property: text already in WinAnsi comes back unchanged', () => {
    const winAnsiChar = fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c <= 0x7e || c >= 0xa0)
      .map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(fc.array(winAnsiChar), (chars) => {
        const text = chars.join('').normalize('NFC');
        expect(toWinAnsi(text)).toBe(text);
      }),
    );
  });
});
