import { Effect, Either, Exit } from 'effect';
import type { LicenceRefused } from '../distribution/distribution.errors';
import {
  needsLicence,
  type LicenceReads,
  type Seller,
} from '../distribution/assert-agent-may-book/licence-refusal';
import { sessionOrganization, type OrganizationMismatch } from '../session/session-organization';
import { quoteLicenceRefusal } from './quote/quote-licence';

/** Who asks, from the session only: its organization and the signed-in seller, if any. */
export interface QuoteCaller {
  readonly organizationCode: string | null;
  readonly seller: Seller;
}

/** A consumer of the default organization (the CLI, in-process callers). */
export const ANONYMOUS_CALLER: QuoteCaller = {
  organizationCode: null,
  seller: { profileRef: null, userType: null },
};

export type CallerRefused = OrganizationMismatch | LicenceRefused;

/**
 * Whether this caller may ask the rating context about this body at all, one rule for the quote, the
 * recommendation and the eligibility check (so none of them tells an unlicensed agent, or another
 * organization's caller, what the others refuse): the body names no organization but the session's
 * (organizationMismatch, as the purchase), and an agent — or a partner's agency — sells only in a
 * province where licensed (the purchase's LicenceRefused). Consumers and insurer staff read nothing:
 * the answer is then a finished Exit, which the quote's hot path keeps synchronous.
 */
export const callerRefusal = (
  licences: LicenceReads | undefined,
  caller: QuoteCaller,
  body: unknown,
  now: Date,
): Effect.Effect<void, CallerRefused> => {
  const organization = sessionOrganization(caller.organizationCode, body);
  if (Either.isLeft(organization)) return Exit.fail(organization.left);
  if (!licences || !needsLicence(caller.seller)) return Exit.void;
  return Effect.flatMap(
    Effect.promise(() => quoteLicenceRefusal(licences, caller.seller, body, now)),
    (refused) => (refused ? Effect.fail(refused) : Effect.void),
  );
};
