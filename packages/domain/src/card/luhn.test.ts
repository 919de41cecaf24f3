import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbLuhnNumber } from '../test-support/card';
import { luhnCheckDigit, luhnValid } from './luhn';

describe('Luhn', () => {
  it('accepts the well-known test numbers and refuses their neighbours', () => {
    for (const n of ['4111111111111111', '5555555555554444', '378282246310005', '4012888888881881']) {
      expect(luhnValid(n)).toBe(true);
    }
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('378282246310006')).toBe(false);
  });

  it('refuses what is not a string of at least two digits', () => {
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('0')).toBe(false);
    expect(luhnValid('4111 1111 1111 1111')).toBe(false);
    expect(luhnValid(4111111111111111)).toBe(false);
    expect(luhnCheckDigit('41111111111111a')).toBeUndefined();
  });

  it('property: the check digit makes a payload valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,18}$/), (payload) => {
        expect(luhnValid(payload + luhnCheckDigit(payload))).toBe(true);
      }),
    );
  });

  it('property: a valid number with one digit changed is invalid', () => {
    fc.assert(
      fc.property(arbLuhnNumber(), fc.nat(), fc.integer({ min: 1, max: 9 }), (number, at, shift) => {
        const i = at % number.length;
        const changed = String((Number(number[i]) + shift) % 10);
        const mutated = number.slice(0, i) + changed + number.slice(i + 1);
        expect(luhnValid(number)).toBe(true);
        expect(luhnValid(mutated)).toBe(false);
      }),
    );
  });
});
