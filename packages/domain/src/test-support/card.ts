import fc from 'fast-check';
import { luhnCheckDigit } from '../card/luhn';

/** A Luhn-valid card number of 13..19 digits whose first digit is `first` (any digit by default). */
export const arbLuhnNumber = (first?: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .tuple(
      first ?? fc.constantFrom(...'0123456789'.split('')),
      fc.array(fc.constantFrom(...'0123456789'.split('')), { minLength: 11, maxLength: 17 }),
    )
    .map(([d, rest]) => {
      const payload = d + rest.join('');
      return payload + (luhnCheckDigit(payload) ?? '0');
    });

export const arbSupportedFirstDigit = fc.constantFrom('3', '4', '5');
export const arbUnsupportedFirstDigit = fc.constantFrom('0', '1', '2', '6', '7', '8', '9');
