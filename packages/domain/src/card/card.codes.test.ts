import { describe, expect, it } from 'vitest';
import en from '../../../../translations/errors/card.en.json';
import fr from '../../../../translations/errors/card.fr.json';
import { CARD_CODES } from './card.codes';

const placeholders = (text: string | undefined): string[] =>
  [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '');

describe('card labels', () => {
  it('has an English and a French message for every code, with the same placeholders, and nothing else', () => {
    const codes = [...CARD_CODES].sort();
    expect(Object.keys(en).sort()).toEqual(codes);
    expect(Object.keys(fr).sort()).toEqual(codes);
    for (const code of codes) {
      const [e, f] = [(en as Record<string, string>)[code], (fr as Record<string, string>)[code]];
      expect(e?.trim(), code).toBeTruthy();
      expect(f?.trim(), code).toBeTruthy();
      expect(f, code).not.toBe(e);
      expect(placeholders(f), code).toEqual(placeholders(e));
    }
    // The params the rules send are the placeholders the labels use.
    expect(placeholders((en as Record<string, string>).tokenTooShort)).toEqual(['min']);
    expect(placeholders((en as Record<string, string>).tokenTooLong)).toEqual(['max']);
  });
});
