import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbLuhnNumber, arbSupportedFirstDigit, arbUnsupportedFirstDigit } from '../test-support/card';
import { validateCardNumber } from './card-number';

const mon943 = { ok: false, errors: [{ field: 'card', code: 'mon_943' }] };

describe('card number', () => {
  it('gives the brand and the last four digits, ignoring spaces and dashes', () => {
    expect(validateCardNumber('4111 1111-1111 1111')).toEqual({
      ok: true,
      value: { digits: '4111111111111111', brand: 'visa', last4: '1111' },
    });
  });

  it('mon_943: failed Luhn check, unsupported brand, wrong length, letters', () => {
    expect(validateCardNumber('4111111111111112')).toEqual(mon943);
    expect(validateCardNumber('6011111111111117')).toEqual(mon943);
    expect(validateCardNumber('42')).toEqual(mon943);
    expect(validateCardNumber('4111a11111111111')).toEqual(mon943);
    expect(validateCardNumber(undefined)).toEqual(mon943);
  });

  it('property: a Luhn-valid number is accepted exactly when its brand is supported', () => {
    fc.assert(
      fc.property(
        fc.oneof(arbLuhnNumber(arbSupportedFirstDigit), arbLuhnNumber(arbUnsupportedFirstDigit)),
        (number) => {
          expect(validateCardNumber(number).ok).toBe(['3', '4', '5'].includes(number.charAt(0)));
        },
      ),
    );
  });
});
