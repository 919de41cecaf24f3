import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

/** The values or labels that appear more than once. */
const repeated = (values: readonly string[]): readonly string[] =>
  [...new Set(values.filter((v, i) => values.indexOf(v) !== i))].sort();

describe('the quote country list (issue 17: Benin, Burkina Faso, Congo-Kinshasa, Curaçao were listed twice)', () => {
  for (const locale of ['en', 'fr']) {
    it(`${locale}: each country once, by code and by name, Canada first`, () => {
      const options = countryOptions(locale);
      expect(repeated(options.map((o) => o.value))).toEqual([]);
      expect(repeated(options.map((o) => o.label))).toEqual([]);
      expect(options[0]?.value).toBe('CA');
      // Retired codes are out, their countries are in under the current code.
      const codes = options.map((o) => o.value);
      for (const [retired, current] of [
        ['DY', 'BJ'],
        ['HV', 'BF'],
        ['ZR', 'CD'],
        ['AN', 'CW'],
      ] as const) {
        expect(codes).not.toContain(retired);
        expect(codes).toContain(current);
      }
    });
  }
});
