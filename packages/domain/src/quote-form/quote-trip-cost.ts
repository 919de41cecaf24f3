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

/**
 * An amount shared by `parts` people in whole cents: equal shares, the cents left over going one each to
 * the first ones, so the shares always add up to the amount. No parts, no shares.
 */
export const splitCents = (total: Cents, parts: number): Cents[] => {
  if (parts <= 0) return [];
  const base = Math.floor(total / parts);
  const rest = total - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < rest ? 1 : 0));
};

/**
 * A trip's cost shared by travellers who each entered their own (a family's card holds the whole trip's):
 * in proportion to what each entered, in whole cents that add up to the total — the cents the rounding
 * leaves going one each to the largest remainders, the first traveller first on a tie. A total equal to
 * what they entered gives each exactly their own; equal shares (`splitCents`) only when nobody entered a
 * cost. One share per entry.
 */
export const splitCentsAsEntered = (total: Cents, entered: readonly Cents[]): Cents[] => {
  const sum = entered.reduce((a: number, c) => a + c, 0);
  if (sum <= 0) return splitCents(total, entered.length);
  // BigInt: total × entry can pass 2^53 for large amounts.
  const exact = entered.map((c) => BigInt(total) * BigInt(c));
  const shares = exact.map((e) => e / BigInt(sum));
  const left = total - shares.reduce((a, s) => a + Number(s), 0);
  const byRemainder = exact
    .map((e, i) => ({ i, rest: e % BigInt(sum) }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  const extra = new Set(byRemainder.slice(0, left).map((r) => r.i));
  return shares.map((s, i) => Number(s) + (extra.has(i) ? 1 : 0));
};

const centsText = (cents: Cents): string =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The quick quote asks the trip cost once, for the whole trip: each traveller's row gets their share of it
 * (`splitCents`), written as the form writes amounts. Text that is not an amount (or nothing) is given to
 * every row as typed, so that each row's rule reports it.
 */
export const quoteTripCostShared = <
  F extends { readonly travellers: readonly { readonly tripCost: string }[] },
>(
  form: F,
  text: string,
): F => {
  const cents = parseQuoteTripCost(text);
  const shares = cents === undefined ? undefined : splitCents(cents, form.travellers.length);
  return {
    ...form,
    travellers: form.travellers.map((t, i) => ({
      ...t,
      tripCost: shares ? centsText(shares[i] ?? 0) : text,
    })),
  };
};

/** The whole trip's cost of a form whose rows hold shares (a restored form): their sum, or '' if any is not an amount. */
export const quoteTripCostTotal = (form: {
  readonly travellers: readonly { readonly tripCost: string }[];
}): string => {
  const shares = form.travellers.map((t) => parseQuoteTripCost(t.tripCost));
  if (shares.length === 0 || shares.some((s) => s === undefined)) return '';
  return centsText(shares.reduce((a: number, s) => a + (s ?? 0), 0));
};
