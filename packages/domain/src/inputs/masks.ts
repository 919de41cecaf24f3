/**
 * Input masks of spec 5.6 (postal code; phone numbers of any country follow `phone.ts`, not a mask). In a mask, `9` is a digit slot, `a` a letter slot and anything else a literal
 * (literals must not be letters or digits). A mask is applied as the user types: literals appear only once
 * a character follows them, so a partial entry never ends with a literal and applying twice changes nothing.
 */
export const POSTAL_CODE_MASK = 'a9a 9a9';

const isDigit = (ch: string): boolean => ch >= '0' && ch <= '9';
const isLetter = (ch: string): boolean => (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
const fits = (ch: string, slot: string): boolean => (slot === '9' ? isDigit(ch) : isLetter(ch));

export const applyMask = (text: string, mask: string): string => {
  if (typeof text !== 'string') return '';
  // Only letters and digits carry meaning; typed literals, spaces and other signs are re-created by the mask.
  const chars = [...text].filter((ch) => isDigit(ch) || isLetter(ch));
  let out = '';
  let pending = '';
  let i = 0;
  for (const slot of mask) {
    if (slot !== '9' && slot !== 'a') {
      pending += slot;
      continue;
    }
    // A character that does not fit its slot is refused, as a masked field refuses the keystroke.
    while (i < chars.length && !fits(chars[i] as string, slot)) i += 1;
    const ch = chars[i];
    if (ch === undefined) break;
    out += pending + ch;
    pending = '';
    i += 1;
  }
  return out;
};

/** Keeps the case as typed; `postalCodeForSubmit` uppercases it (spec 5.6). */
export const postalCodeMasked = (text: string): string => applyMask(text, POSTAL_CODE_MASK);

export const postalCodeForSubmit = (text: string): string => postalCodeMasked(text).toUpperCase();

/** How many letters and digits the text holds, to tell a complete entry from one with extra characters. */
export const significantLength = (text: string): number =>
  [...text].filter((ch) => isDigit(ch) || isLetter(ch)).length;
