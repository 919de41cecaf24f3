import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbTripCostText } from '../test-support/quote-form';
import { parseQuoteTripCost } from './quote-trip-cost';

/** The spec's wording as a regex, written independently of the implementation's. */
const ORACLE = /^[0-9]{1,15}([.,][0-9]{1,2})?$/;

describe('parseQuoteTripCost', () => {
  it('reads dot or comma decimals into cents', () => {
    expect(parseQuoteTripCost('1234,5')).toBe(123_450);
    expect(parseQuoteTripCost('1234.56')).toBe(123_456);
    expect(parseQuoteTripCost(' 0 ')).toBe(0);
    expect(parseQuoteTripCost('999999999999999')).toBe(99_999_999_999_999_900);
  });

  it('refuses 16 digits, 3 decimals, a lone separator, grouping and non-strings', () => {
    for (const bad of ['1234567890123456', '1.234', '12.', '.5', '1,234.00', '-5', '']) {
      expect(parseQuoteTripCost(bad), bad).toBeUndefined();
    }
    expect(parseQuoteTripCost(12)).toBeUndefined();
  });

  it('property: accepts exactly the strings of up to 15 digits with up to 2 decimals', () => {
    fc.assert(
      fc.property(arbTripCostText, (text) => {
        expect(parseQuoteTripCost(text) !== undefined).toBe(ORACLE.test(text.trim()));
      }),
    );
  });

  it('property: the cents are the whole part times 100 plus the decimals, either separator', () => {
    fc.assert(
      fc.property(fc.nat(9_999_999), fc.nat(99), fc.constantFrom('.', ','), (whole, cents, sep) => {
        const text = `${whole}${sep}${String(cents).padStart(2, '0')}`;
        expect(parseQuoteTripCost(text)).toBe(whole * 100 + cents);
      }),
    );
  });
});
