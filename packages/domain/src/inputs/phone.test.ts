import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneForDisplay, phoneToE164, phoneTyped, validatePhone } from './phone';

// Numbers valid in libphonenumber's metadata, written the way their owners write them.
const SAMPLES = [
  { typed: '+44 20 7946 0958', e164: '+442079460958' },
  { typed: '+33 1 23 45 67 89', e164: '+33123456789' },
  { typed: '+61 2 9374 4000', e164: '+61293744000' },
  { typed: '+49 30 901820', e164: '+4930901820' },
  { typed: '+52 998 881 0000', e164: '+529988810000' },
] as const;

const digit = fc.constantFrom(...'0123456789');
/** A North American number: area code and exchange start with 2–9 (NANP), subscriber any four digits. */
const arbNanp = fc
  .tuple(
    fc.integer({ min: 2, max: 9 }),
    fc.integer({ min: 2, max: 9 }),
    fc.array(digit, { minLength: 8, maxLength: 8 }),
  )
  .map(([a, b, rest]) => `${a}${rest.slice(0, 2).join('')}${b}${rest.slice(2).join('')}`)
  .filter((n) => phoneToE164(n) !== undefined);
/** The separators people put between groups of digits. */
const arbSep = fc.constantFrom('', ' ', '-', '.', ' - ');
const written = (digits: string, sep: string, paren: boolean): string =>
  `${paren ? `(${digits.slice(0, 3)})` : digits.slice(0, 3)}${sep}${digits.slice(3, 6)}${sep}${digits.slice(6)}`;

describe('phone numbers of any country (libphonenumber-js)', () => {
  it('stores an international number as E.164 and shows it as entered', () => {
    for (const { typed, e164 } of SAMPLES) {
      expect(validatePhone(typed)).toEqual({ ok: true, value: e164 });
      expect(phoneForDisplay(e164)).toBe(typed);
    }
  });

  it('property: a North American number however written is one E.164 number, with or without +1', () => {
    fc.assert(
      fc.property(
        arbNanp,
        arbSep,
        fc.boolean(),
        fc.constantFrom('', '1 ', '+1 '),
        (digits, sep, paren, cc) => {
          expect(validatePhone(`${cc}${written(digits, sep, paren)}`)).toEqual({
            ok: true,
            value: `+1${digits}`,
          });
        },
      ),
    );
  });

  it('property: E.164 is a fixed point (validating the stored value gives it back) and display reads back to it', () => {
    fc.assert(
      fc.property(fc.oneof(arbNanp, fc.constantFrom(...SAMPLES.map((s) => s.typed))), (typed) => {
        const stored = phoneToE164(typed);
        expect(stored).toMatch(/^\+[1-9]\d{6,14}$/);
        expect(phoneToE164(stored ?? '')).toBe(stored);
        expect(phoneToE164(phoneForDisplay(stored ?? ''))).toBe(stored);
      }),
    );
  });

  it('property: a letter anywhere, or a digit missing or extra, is phoneInvalid (never silently cut)', () => {
    fc.assert(
      fc.property(arbNanp, fc.nat(), fc.constantFrom(...'abxX#'), (digits, at, letter) => {
        const i = at % 10;
        expect(validatePhone(`${digits.slice(0, i)}${letter}${digits.slice(i)}`).ok).toBe(false);
        expect(validatePhone(digits.slice(0, 9)).ok).toBe(false);
        expect(validatePhone(`${digits}${digits[i]}`).ok).toBe(false);
      }),
    );
  });

  it('property: typing keeps digits, + and separators in order and drops everything else', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = phoneTyped(text);
        expect(kept).toMatch(/^[\d\s().\-/+]*$/);
        expect(phoneTyped(kept)).toBe(kept);
        expect([...kept].filter((c) => /\d/.test(c)).join('')).toBe(
          [...text].filter((c) => /[0-9]/.test(c)).join(''),
        );
      }),
    );
  });
});
