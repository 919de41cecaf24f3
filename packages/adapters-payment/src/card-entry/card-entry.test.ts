import { cardBrandOf } from '@tripx/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbCardNumber } from '../test-support/sandbox';
import { formatCardExpiry, parseCardExpiry, validateCardEntry } from './card-entry';

const today = { year: 2030, month: 3 };
const codes = (input: { number: unknown; expiry: unknown; cvd: unknown }) => {
  const r = validateCardEntry(input, today);
  return r.ok ? [] : r.errors.map((e) => `${e.field}:${e.code}`);
};

describe('card entry', () => {
  it('accepts a valid Visa, Mastercard and Amex entry and keeps no CVD', () => {
    const r = validateCardEntry({ number: '4242 4242 4242 4242', expiry: '03/30', cvd: '123' }, today);
    expect(r).toEqual({
      ok: true,
      value: { digits: '4242424242424242', brand: 'visa', last4: '4242', expiry: { month: 3, year: 2030 } },
    });
    expect(codes({ number: '5555-5555-5555-4444', expiry: '0431', cvd: '999' })).toEqual([]);
    expect(codes({ number: '378282246310005', expiry: '12/2031', cvd: '1234' })).toEqual([]);
  });

  it('mon_943 for a number failing Luhn, an unsupported brand or garbage', () => {
    expect(codes({ number: '4242424242424241', expiry: '12/31', cvd: '123' })).toEqual(['number:mon_943']);
    expect(codes({ number: '6011111111111117', expiry: '12/31', cvd: '123' })).toEqual(['number:mon_943']);
    expect(codes({ number: '4242abcd', expiry: '12/31', cvd: '123' })).toEqual(['number:mon_943']);
    expect(codes({ number: 4242424242424242, expiry: '12/31', cvd: '123' })).toEqual(['number:mon_943']);
  });

  it('reports each empty field with its own code', () => {
    expect(codes({ number: ' ', expiry: '', cvd: undefined })).toEqual([
      'number:cardNumberRequired',
      'expiry:expiryRequired',
      'cvd:cvdRequired',
    ]);
  });

  it('expiryInvalid for a malformed date, cardExpired for a past month, this month still good', () => {
    expect(codes({ number: '4242424242424242', expiry: '13/31', cvd: '123' })).toEqual([
      'expiry:expiryInvalid',
    ]);
    expect(codes({ number: '4242424242424242', expiry: '123', cvd: '123' })).toEqual([
      'expiry:expiryInvalid',
    ]);
    expect(codes({ number: '4242424242424242', expiry: '02/30', cvd: '123' })).toEqual([
      'expiry:cardExpired',
    ]);
    expect(codes({ number: '4242424242424242', expiry: '03/30', cvd: '123' })).toEqual([]);
  });

  it('cvdInvalid: 4 digits for American Express, 3 for the others', () => {
    expect(codes({ number: '378282246310005', expiry: '12/31', cvd: '123' })).toEqual(['cvd:cvdInvalid']);
    expect(codes({ number: '4242424242424242', expiry: '12/31', cvd: '1234' })).toEqual(['cvd:cvdInvalid']);
    expect(codes({ number: '4242424242424242', expiry: '12/31', cvd: '12a' })).toEqual(['cvd:cvdInvalid']);
  });

  it('reads and prints expiry dates', () => {
    expect(parseCardExpiry('1/31')).toEqual({ month: 1, year: 2031 });
    expect(parseCardExpiry(' 07 / 2032 ')).toEqual({ month: 7, year: 2032 });
    expect(parseCardExpiry('00/31')).toBeUndefined();
    expect(parseCardExpiry(731)).toBeUndefined();
    expect(formatCardExpiry({ month: 7, year: 2032 })).toBe('07/32');
  });

  it('property: any Luhn-valid 3/4/5 number is accepted with its brand and last four; any other first digit is mon_943', () => {
    fc.assert(
      fc.property(arbCardNumber(fc.constantFrom('3', '4', '5')), (number) => {
        const cvd = number.startsWith('3') ? '1234' : '123';
        const r = validateCardEntry({ number, expiry: '12/40', cvd }, today);
        expect(r.ok && r.value.brand === cardBrandOf(number) && r.value.last4 === number.slice(-4)).toBe(
          true,
        );
      }),
    );
    fc.assert(
      fc.property(arbCardNumber(fc.constantFrom('0', '1', '2', '6', '7', '8', '9')), (number) => {
        expect(codes({ number, expiry: '12/40', cvd: '123' })).toEqual(['number:mon_943']);
      }),
    );
  });

  it('property: a month is expired exactly when it is before today', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const expiry = `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
        const expired = year < today.year || (year === today.year && month < today.month);
        expect(codes({ number: '4242424242424242', expiry, cvd: '123' })).toEqual(
          expired ? ['expiry:cardExpired'] : [],
        );
      }),
    );
  });
});
