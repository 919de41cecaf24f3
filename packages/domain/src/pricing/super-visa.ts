/** Public super-visa rules (PRODUCT.md): at least 100,000 of coverage, at least 365 days from entry. */
export const SUPER_VISA = {
  minCoverageAmount: 100_000,
  minDays: 365,
} as const;
