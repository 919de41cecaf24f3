import type { Language } from '../shared/enums';
import { LIMITS } from '../shared/limits';
import type { Cents } from '../shared/money';

/**
 * French groups thousands and separates the dollar sign with U+00A0 NO-BREAK SPACE, the character of the
 * fr-CA locale (CLDR), so "1 234,56 $" never wraps. Written by hand rather than with Intl so that the text
 * does not change with the ICU data of the machine.
 */
export const FRENCH_SPACE = '\u00a0';

const group = (digits: string, separator: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

const dollarsText = (
  wholeDigits: string,
  fraction: string | undefined,
  negative: boolean,
  lang: Language,
): string => {
  if (lang === 'fr') {
    const amount = group(wholeDigits, FRENCH_SPACE) + (fraction === undefined ? '' : `,${fraction}`);
    return `${negative ? '-' : ''}${amount}${FRENCH_SPACE}$`;
  }
  const amount = group(wholeDigits, ',') + (fraction === undefined ? '' : `.${fraction}`);
  return `${negative ? '-' : ''}$${amount}`;
};

/**
 * Money from integer cents with two decimals: EN `$1,234.56`, FR `1 234,56 $`, a minus sign first
 * (`-$5.00`, `-5,00 $`). A fractional amount is rounded half away from zero; a non-finite one gives ''.
 */
export const formatMoney = (cents: Cents, lang: Language): string => {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return '';
  const rounded = Math.round(Math.abs(cents));
  const whole = String(Math.trunc(rounded / 100));
  const fraction = String(rounded % 100).padStart(2, '0');
  return dollarsText(whole, fraction, cents < 0 && rounded !== 0, lang);
};

/** Whole dollars without decimals (`$150,000`, `150 000 $`), as plan parameters such as coverage are shown. */
export const formatWholeDollars = (dollars: number, lang: Language): string => {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars)) return '';
  const rounded = Math.round(Math.abs(dollars));
  return dollarsText(String(rounded), undefined, dollars < 0 && rounded !== 0, lang);
};

/** The label key shown instead of the sentinel coverage amount 999999 (spec 9). */
export const UNLIMITED_COVERAGE_LABEL = 'coverageUnlimited';

export type CoverageDisplay =
  | { readonly kind: 'label'; readonly key: typeof UNLIMITED_COVERAGE_LABEL }
  | { readonly kind: 'text'; readonly text: string };

/**
 * A coverage amount in whole dollars (plan parameters are dollar amounts such as 150000, not cents);
 * LIMITS.unlimitedCoverage is the "unlimited" sentinel and comes back as a label key to translate.
 */
export const formatCoverage = (dollars: number, lang: Language): CoverageDisplay =>
  dollars === LIMITS.unlimitedCoverage
    ? { kind: 'label', key: UNLIMITED_COVERAGE_LABEL }
    : { kind: 'text', text: formatWholeDollars(dollars, lang) };
