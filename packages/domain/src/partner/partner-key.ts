import { fieldError, fromErrors, type FieldError, type Result } from '../shared/result';

/** What a partner key may do on `/partner/v1` (issue 21). */
export const PARTNER_SCOPES = ['quote', 'bind', 'policies:read', 'policies:cancel'] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

/** A test key sells nothing real; a live key does. The environment is written in the secret too. */
export const PARTNER_ENVIRONMENTS = ['test', 'live'] as const;
export type PartnerEnvironment = (typeof PARTNER_ENVIRONMENTS)[number];

export const isPartnerScope = (value: unknown): value is PartnerScope =>
  typeof value === 'string' && (PARTNER_SCOPES as readonly string[]).includes(value);

export const isPartnerEnvironment = (value: unknown): value is PartnerEnvironment =>
  typeof value === 'string' && (PARTNER_ENVIRONMENTS as readonly string[]).includes(value);

/** A key id: 16 lower-case letters and digits, public (it is in the secret and in the logs). */
export const PARTNER_KEY_ID = /^[a-z0-9]{16}$/;
/** The secret's random part: 32 random bytes in base64url (43 characters, 256 bits). */
export const PARTNER_SECRET_RANDOM = /^[A-Za-z0-9_-]{43}$/;
const SECRET = /^tpx_(test|live)_([a-z0-9]{16})_([A-Za-z0-9_-]{43})$/;

/**
 * The secret a partner sends as `Authorization: Bearer …`: `tpx_<environment>_<key id>_<random>`.
 * The key id lets the server find the one row to compare with; only a hash of the whole secret is
 * stored. The prefix makes a leaked secret recognisable by secret scanners and by eye.
 */
export const partnerSecret = (environment: PartnerEnvironment, keyId: string, random: string): string =>
  `tpx_${environment}_${keyId}_${random}`;

/** The key id and environment a presented secret claims, or undefined when it is not one of ours. */
export const parsePartnerSecret = (
  text: string,
): { readonly environment: PartnerEnvironment; readonly keyId: string } | undefined => {
  const m = SECRET.exec(text);
  return m && isPartnerEnvironment(m[1]) && m[2] ? { environment: m[1], keyId: m[2] } : undefined;
};

/** A key as stored: the secret itself is never kept, only its digest. Times are ISO instants. */
export interface StoredPartnerKey {
  readonly id: string;
  readonly organizationCode: string;
  readonly name: string;
  readonly scopes: readonly PartnerScope[];
  readonly environment: PartnerEnvironment;
  readonly secretHash: string;
  readonly createdBy: string;
  readonly createdAt: string;
  readonly revokedAt: string | null;
  readonly lastUsedAt: string | null;
}

/** What staff see of a key: everything but its digest (the secret is shown once, at creation). */
export type PartnerKeyView = Omit<StoredPartnerKey, 'secretHash'>;

/** Whitelists the fields a listing may show. */
export const partnerKeyView = (key: StoredPartnerKey): PartnerKeyView => ({
  id: key.id,
  organizationCode: key.organizationCode,
  name: key.name,
  scopes: key.scopes,
  environment: key.environment,
  createdBy: key.createdBy,
  createdAt: key.createdAt,
  revokedAt: key.revokedAt,
  lastUsedAt: key.lastUsedAt,
});

/** Two digests compared in time that depends on their length only (hex digests have one length). */
export const sameDigest = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
};

export type PartnerKeyCheck = 'accepted' | 'unknown' | 'revoked';

/**
 * The verdict on a presented secret, given the row its key id found and the digest of what was
 * presented. Anything that does not match is "unknown"; "revoked" is told only to whoever holds the
 * real secret, so that the answer reveals nothing about keys one cannot present.
 */
export const checkPartnerKey = (
  stored: Pick<StoredPartnerKey, 'environment' | 'secretHash' | 'revokedAt'> | undefined,
  presented: { readonly environment: PartnerEnvironment; readonly digest: string },
): PartnerKeyCheck => {
  if (!stored || !sameDigest(stored.secretHash, presented.digest)) return 'unknown';
  if (stored.environment !== presented.environment) return 'unknown';
  return stored.revokedAt === null ? 'accepted' : 'revoked';
};

export const PARTNER_KEY_NAME_MAX = 80;

export type PartnerKeyFormCode =
  'required' | 'invalidValue' | 'partnerKeyNameTooLong' | 'partnerScopeNeedsRead';

/** A key as staff ask for it, before the rules. */
export interface PartnerKeyForm {
  readonly name: string;
  readonly scopes: readonly string[];
  readonly environment: string;
}

export interface PartnerKeyRequest {
  readonly name: string;
  readonly scopes: readonly PartnerScope[];
  readonly environment: PartnerEnvironment;
}

/**
 * The rules of a new key: a name (trimmed, at most 80 characters), at least one known scope, kept
 * once each in the order of PARTNER_SCOPES, and a known environment. A key that may cancel policies
 * may also read them: cancelling what one cannot look up first is refused.
 */
export const checkPartnerKeyForm = (form: PartnerKeyForm): Result<PartnerKeyRequest, PartnerKeyFormCode> => {
  const errors: FieldError<PartnerKeyFormCode>[] = [];
  const name = form.name.trim();
  if (name === '') errors.push(fieldError('name', 'required'));
  else if (name.length > PARTNER_KEY_NAME_MAX)
    errors.push(fieldError('name', 'partnerKeyNameTooLong', { max: PARTNER_KEY_NAME_MAX }));
  const scopes = PARTNER_SCOPES.filter((s) => form.scopes.includes(s));
  if (form.scopes.length === 0) errors.push(fieldError('scopes', 'required'));
  else if (!form.scopes.every(isPartnerScope)) errors.push(fieldError('scopes', 'invalidValue'));
  else if (scopes.includes('policies:cancel') && !scopes.includes('policies:read'))
    errors.push(fieldError('scopes', 'partnerScopeNeedsRead'));
  const environment = form.environment;
  if (!isPartnerEnvironment(environment)) errors.push(fieldError('environment', 'invalidValue'));
  return fromErrors({ name, scopes, environment: environment as PartnerEnvironment }, errors);
};

/** True when the key holds the scope a route needs. */
export const partnerKeyAllows = (scopes: readonly PartnerScope[], needed: PartnerScope): boolean =>
  scopes.includes(needed);
