import type { ResumeTokenClaims, ResumeTokens } from '@tripx/application';
import { openSignedJson, signJson } from './signed-json';

/**
 * Resume links of saved quotes signed with HMAC-SHA256 under RESUME_SIGNING_SECRET: the token names
 * the saved quote and its expiry, so nothing the browser sends is believed unless this server (or
 * another with the same secret) signed it. Whether it has expired is the use case's call.
 */
export const hmacResumeTokens = (secret: string): ResumeTokens => ({
  issue: ({ leadId, expiresAt }) => signJson(secret, { q: leadId, e: expiresAt }),
  read: (token): ResumeTokenClaims | undefined => {
    const value = openSignedJson(secret, token) as { q?: unknown; e?: unknown } | undefined;
    if (typeof value !== 'object' || value === null) return undefined;
    const { q, e } = value;
    return typeof q === 'string' && typeof e === 'string' && !Number.isNaN(Date.parse(e))
      ? { leadId: q, expiresAt: e }
      : undefined;
  },
});
