import fc from 'fast-check';
import type { Language } from '../shared/enums';

export const arbLanguage: fc.Arbitrary<Language> = fc.constantFrom('en', 'fr');

/** Text a user may type or paste into a money field: digits and separators mixed with noise. */
export const arbCurrencyTyping = fc
  .array(fc.constantFrom(...'0123456789.,. $-a'.split(''), '1', '5', '9'), { maxLength: 20 })
  .map((chars) => chars.join(''))
  .chain((typed) =>
    fc.oneof(
      fc.constant(typed),
      fc.string({ maxLength: 12 }).map((s) => typed + s),
    ),
  );

/** Text typed into a masked field: digits, letters, the mask's literals and other characters. */
export const arbMaskTyping = fc
  .array(
    fc.oneof(
      fc.constantFrom(...'0123456789'.split('')),
      fc.constantFrom(...'abcKLMxyzé'.split('')),
      fc.constantFrom('(', ')', '-', ' ', '.', '+'),
    ),
    { maxLength: 24 },
  )
  .map((chars) => chars.join(''));

/** A payload with empties, zeros and false at the top level and in nested objects. */
const arbLeaf = fc.oneof(
  fc.constantFrom(undefined, null, '', 0, false, true, 'x', 7),
  fc.string({ maxLength: 4 }),
  fc.integer(),
);
export const arbPayload = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 6 }).filter((k) => k !== '__proto__'),
  fc.oneof(
    arbLeaf,
    fc.dictionary(
      fc.string({ minLength: 1, maxLength: 4 }).filter((k) => k !== '__proto__'),
      arbLeaf,
      { maxKeys: 4 },
    ),
  ),
  { maxKeys: 8 },
);
