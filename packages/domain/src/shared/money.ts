/** Money is integer cents (CAD) end to end. */
export type Cents = number;

export const isCents = (n: unknown): n is Cents => typeof n === 'number' && Number.isSafeInteger(n);

export const sumCents = (parts: readonly Cents[]): Cents => parts.reduce((a, b) => a + b, 0);

/** Rounds a fractional cent amount half away from zero: the one rounding step of a price. */
export const roundCents = (amount: number): Cents => Math.sign(amount) * Math.round(Math.abs(amount));
