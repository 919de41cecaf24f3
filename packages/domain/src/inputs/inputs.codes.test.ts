import { describe, expect, it } from 'vitest';
import en from '../../../../translations/errors/inputs.en.json';
import fr from '../../../../translations/errors/inputs.fr.json';
import { INPUT_CODES } from './inputs.codes';

const placeholders = (text: string | undefined): string[] =>
  [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '');

describe('inputs labels', () => {
  it('has an English and a French message for every code, with the same placeholders, and nothing else', () => {
    const codes = [...INPUT_CODES].sort();
    expect(Object.keys(en).sort()).toEqual(codes);
    expect(Object.keys(fr).sort()).toEqual(codes);
    for (const code of codes) {
      const [e, f] = [(en as Record<string, string>)[code], (fr as Record<string, string>)[code]];
      expect(e?.trim(), code).toBeTruthy();
      expect(f?.trim(), code).toBeTruthy();
      expect(f, code).not.toBe(e);
      expect(placeholders(f), code).toEqual(placeholders(e));
    }
    expect(placeholders((en as Record<string, string>).maxLength)).toEqual(['max']);
  });
});
