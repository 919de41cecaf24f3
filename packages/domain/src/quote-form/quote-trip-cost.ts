import type { Cents } from '../shared/money';

/** Up to 15 whole digits and up to 2 decimals; the decimal separator may be a dot or a comma. */
export const QUOTE_TRIP_COST_PATTERN = /^(\d{1,15})(?:[.,](\d{1,2}))?$/;

/**
 * The typed trip cost in cents, or undefined when it does not match the pattern (surrounding
 * spaces ignored). Amounts beyond 2^53 cents lose precision but stay far above any maximum.
 */
export const parseQuoteTripCost = (text: unknown): Cents | undefined => {
  if (typeof text !== 'string') return undefined;
  const m = QUOTE_TRIP_COST_PATTERN.exec(text.trim());
  if (!m) return undefined;
  const decimals = (m[2] ?? '').padEnd(2, '0');
  return Number(m[1]) * 100 + Number(decimals);
};
