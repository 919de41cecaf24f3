import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVINCES } from '../shared/enums';
import { provinceOfPostalCode } from './postal-code-province';

describe('provinceOfPostalCode', () => {
  it('the first letter of the postal code names the province or territory', () => {
    const cases: [string, string | undefined][] = [
      ['V6B 1A1', 'BC'],
      ['h2x 1y4', 'QC'],
      ['M5H 1A1', 'ON'],
      ['K1A 0B1', 'ON'],
      ['T2P 1J9', 'AB'],
      ['X0A 0H0', 'NU'],
      ['X1A 2L9', 'NT'],
      ['Y1A 1A1', 'YT'],
      ['A1C 5M2', 'NL'],
      ['D1A 1A1', undefined],
      ['', undefined],
      ['90210', undefined],
    ];
    expect(cases.map(([code]) => [code, provinceOfPostalCode(code)])).toEqual(cases);
  });

  it('property: any text gives a province or nothing, never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const province = provinceOfPostalCode(text);
        expect(province === undefined || (PROVINCES as readonly string[]).includes(province)).toBe(true);
      }),
    );
  });
});
