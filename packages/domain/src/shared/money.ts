/** Money is integer cents (CAD) end to end. */
export type Cents = number;

export const isCents = (n: unknown): n is Cents => typeof n === 'number' && Number.isSafeInteger(n);

export const sumCents = (parts: readonly Cents[]): Cents => parts.reduce((a, b) => a + b, 0);

/** Rounds a fractional cent amount half away from zero: the one rounding step of a price. */
export const roundCents = (amount: number): Cents => Math.sign(amount) * Math.round(Math.abs(amount));

/** A whole-dollar amount (a trip cost as the quote form takes it) kept as cents. */
export const centsOfWholeDollars = (dollars: number): Cents => dollars * 100;

/** Cents shown as whole dollars: the nearest dollar, half away from zero (exact on whole dollars). */
export const wholeDollarsOfCents = (cents: Cents): number => roundCents(cents / 100);

/** What a booking costs: the sum of its travellers' policy totals, never computed another way. */
export const bookingTotalCents = (policies: readonly { readonly totalCents: Cents }[]): Cents =>
  sumCents(policies.map((p) => p.totalCents));
