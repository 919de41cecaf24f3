import { describe, expect, it } from 'vitest';
import { loadCountries } from './reference-data.seed';

/** The values that appear more than once. */
const repeated = (values: readonly string[]): readonly string[] =>
  [...new Set(values.filter((v, i) => values.indexOf(v) !== i))].sort();

describe('the countries table (the server-side country list)', () => {
  const countries = loadCountries();

  it('holds each country once by code and once by name in each language', () => {
    expect(countries.length).toBeGreaterThan(240);
    expect(repeated(countries.map((c) => c.code))).toEqual([]);
    expect(repeated(countries.map((c) => c.name_en))).toEqual([]);
    expect(repeated(countries.map((c) => c.name_fr))).toEqual([]);
  });

  it('names Benin, Burkina Faso, Congo-Kinshasa and Curaçao under their current codes', () => {
    const byCode = new Map(countries.map((c) => [c.code, c]));
    for (const code of ['BJ', 'BF', 'CD', 'CW']) expect(byCode.get(code)?.name_fr).toBeTruthy();
    for (const retired of ['DY', 'HV', 'ZR', 'AN']) expect(byCode.has(retired)).toBe(false);
  });
});
