export interface NumberInputOptions {
  /** When false (the default), a value of zero blanks the field, as for top-up trip days (spec 5.3). */
  readonly zeroAllowed?: boolean;
  /** Digits kept at most, e.g. LIMITS.tripDaysMaxLength. */
  readonly maxLength?: number;
}

/**
 * What a number field keeps of the typed text: digits only. Without zeroAllowed, leading zeros go
 * ("05" → "5"), so a value that is zero ends up empty.
 */
export const numberInputChanged = (text: string, options: NumberInputOptions = {}): string => {
  if (typeof text !== 'string') return '';
  let digits = text.replace(/\D+/g, '');
  if (options.zeroAllowed !== true) digits = digits.replace(/^0+/, '');
  const max = options.maxLength;
  return max !== undefined && Number.isInteger(max) && max >= 0 ? digits.slice(0, max) : digits;
};
