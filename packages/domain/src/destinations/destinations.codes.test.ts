import { describe, expect, it } from 'vitest';
import en from '../../../../translations/errors/destinations.en.json';
import fr from '../../../../translations/errors/destinations.fr.json';
import { DESTINATION_CODES } from './destinations.codes';

describe('destinations labels', () => {
  it('has an English and a French message for every code, and nothing else', () => {
    const codes = [...DESTINATION_CODES].sort();
    expect(Object.keys(en).sort()).toEqual(codes);
    expect(Object.keys(fr).sort()).toEqual(codes);
    for (const code of codes) {
      const [e, f] = [(en as Record<string, string>)[code], (fr as Record<string, string>)[code]];
      expect(e?.trim(), code).toBeTruthy();
      expect(f?.trim(), code).toBeTruthy();
      expect(f, code).not.toBe(e);
    }
  });
});
