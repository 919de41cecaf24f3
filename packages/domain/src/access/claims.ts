/**
 * The claims of spec 6, and ours after them (PARTNER_KEY_MANAGE: insurer staff create, rotate and
 * revoke partner API keys, issue 21). Access is by claims only: a role is just a named set of them.
 */
export const CLAIMS = [
  'POLICY_CREATE',
  'POLICY_READ',
  'POLICY_UPDATE',
  'POLICY_CANCEL',
  'POLICY_BOOKING',
  'POLICY_EDIT',
  'POLICY_NOTIFICATION',
  'POLICY_NOTE_EDIT',
  'POLICY_NOTE_READ',
  'POLICY_ADMIN',
  'PROFILE_READ',
  'PROFILE_CREATE',
  'PROFILE_EDIT',
  'PROFILE_DELETE',
  'PROFILE_EDIT_EXT',
  'ORGANIZATION_READ',
  'REPORT_READ',
  'QUOTE_READ',
  'QUOTE_SAVE',
  'GRAPH_API',
  'TRIPX_SELL',
  'TRIPX_READ',
  'TRIPX_EDIT',
  'TRIPX_DELETE',
  'TRIPX_CONFIG_EDIT',
  'TRIPX_NOTIFICATION',
  'PAYMENT_CREATE',
  'PAYMENT_UPDATE',
  'PAYMENT_REFUND',
  'LICENSE_READ',
  'LICENSE_EDIT',
  'LICENSE_CREATE',
  'PARTNER_KEY_MANAGE',
] as const;
export type Claim = (typeof CLAIMS)[number];

export const isClaim = (value: unknown): value is Claim =>
  typeof value === 'string' && (CLAIMS as readonly string[]).includes(value);

/**
 * The claims in `values` that exist, once each, in the order of CLAIMS. Anything else (unknown
 * names, non-strings, a non-array) is dropped: an unknown claim must never widen access.
 */
export const toClaims = (values: unknown): readonly Claim[] => {
  if (!Array.isArray(values)) return [];
  const present = new Set<unknown>(values);
  return CLAIMS.filter((c) => present.has(c));
};

/** True when `claims` holds every claim of `needed` (so always true for nothing needed). */
export const hasAll = (claims: readonly Claim[], needed: readonly Claim[]): boolean => {
  const held = new Set<Claim>(claims);
  return needed.every((c) => held.has(c));
};

/** Claims of `a` and `b` together, once each, in the order of CLAIMS. */
export const unionClaims = (...sets: readonly (readonly Claim[])[]): readonly Claim[] => {
  const all = new Set<Claim>(sets.flat());
  return CLAIMS.filter((c) => all.has(c));
};
