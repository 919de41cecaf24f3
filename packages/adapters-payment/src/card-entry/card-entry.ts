import type { CardEntryCode, CardExpiry } from '@tripx/application';
import {
  fail,
  fieldError,
  ok,
  validateCardNumber,
  type CardBrand,
  type FieldError,
  type Result,
} from '@tripx/domain';

/** The three fields of the card frame, as typed. */
export interface CardEntryInput {
  readonly number: unknown;
  readonly expiry: unknown;
  readonly cvd: unknown;
}

/** A month of the calendar: a card is good through the last day of its expiry month. */
export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

/** A complete, valid entry. The CVD is checked and then dropped: nothing keeps it. */
export interface CheckedCardEntry {
  readonly digits: string;
  readonly brand: CardBrand;
  readonly last4: string;
  readonly expiry: CardExpiry;
}

const EXPIRY = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/;

/** `MM/YY`, `MMYY`, `M/YY`, `MM / YYYY` → month and full year; undefined for anything else. */
export const parseCardExpiry = (text: unknown): CardExpiry | undefined => {
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  // Without a slash only MMYY is unambiguous.
  if (!trimmed.includes('/') && !/^\d{4}$/.test(trimmed)) return undefined;
  const match = EXPIRY.exec(trimmed.includes('/') ? trimmed : `${trimmed.slice(0, 2)}/${trimmed.slice(2)}`);
  if (!match) return undefined;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
};

export const formatCardExpiry = (expiry: CardExpiry): string =>
  `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`;

/** True while the card is good in `today`'s month or later. */
export const cardExpiryCurrent = (expiry: CardExpiry, today: YearMonth): boolean =>
  expiry.year > today.year || (expiry.year === today.year && expiry.month >= today.month);

const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const numberError = (number: unknown): FieldError<CardEntryCode> | CheckedNumber => {
  if (isBlank(number)) return fieldError('number', 'cardNumberRequired');
  const checked = validateCardNumber(number, 'number');
  return checked.ok ? { checked: checked.value } : fieldError('number', 'mon_943');
};
interface CheckedNumber {
  readonly checked: { readonly digits: string; readonly brand: CardBrand; readonly last4: string };
}

const expiryError = (text: unknown, today: YearMonth): FieldError<CardEntryCode> | CardExpiry => {
  if (isBlank(text)) return fieldError('expiry', 'expiryRequired');
  const expiry = parseCardExpiry(text);
  if (!expiry) return fieldError('expiry', 'expiryInvalid');
  return cardExpiryCurrent(expiry, today) ? expiry : fieldError('expiry', 'cardExpired');
};

/** American Express prints 4 digits on the front, the others 3 on the back; unknown brand: either. */
const cvdError = (cvd: unknown, brand: CardBrand | undefined): FieldError<CardEntryCode> | undefined => {
  if (isBlank(cvd)) return fieldError('cvd', 'cvdRequired');
  const pattern = brand === 'american-express' ? /^\d{4}$/ : brand ? /^\d{3}$/ : /^\d{3,4}$/;
  return typeof cvd === 'string' && pattern.test(cvd.trim()) ? undefined : fieldError('cvd', 'cvdInvalid');
};

const isFieldError = (v: object): v is FieldError<CardEntryCode> => 'code' in v;

/**
 * The card frame's rule, run in the browser as the buyer types and again by the provider before it
 * issues a token: one error per field, in field order; every number problem is mon_943 (spec 5.4).
 */
export const validateCardEntry = (
  input: CardEntryInput,
  today: YearMonth,
): Result<CheckedCardEntry, CardEntryCode> => {
  const number = numberError(input.number);
  const expiry = expiryError(input.expiry, today);
  const brand = isFieldError(number) ? undefined : number.checked.brand;
  const cvd = cvdError(input.cvd, brand);
  const errors = [number, expiry, cvd].filter((e): e is FieldError<CardEntryCode> => !!e && isFieldError(e));
  if (errors.length > 0 || isFieldError(number) || isFieldError(expiry)) return fail(errors);
  return ok({ ...number.checked, expiry });
};
