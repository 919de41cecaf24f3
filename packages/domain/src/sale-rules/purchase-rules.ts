import { fieldError, type FieldError } from '../shared/result';

/** The referring-agent choice that means "sold by the insurer itself" (spec 6): no agent is referred. */
export const INSURER_REFERRAL = 'INSURER';

/**
 * Spec 6: a user of an agency-category organization names the referring agent, or says the
 * insurer sold it (INSURER_REFERRAL); the staff app's booking options and the purchase both ask it.
 */
export const referringAgentErrors = (
  agency: boolean,
  referringAgent: string | undefined,
): FieldError<'referringAgentRequired'>[] =>
  agency && (referringAgent ?? '').trim() === ''
    ? [fieldError('referringAgent', 'referringAgentRequired')]
    : [];

/**
 * A consumer (who buys with no seller's session or key) names no referring agent: who is credited is
 * the seller's to say, never the buyer's, and an answer to a named agent would tell a stranger the
 * agency's agents one by one. The insurer's own option (INSURER_REFERRAL) names nobody.
 */
export const consumerReferralErrors = (referringAgent: string | undefined): FieldError<'invalidValue'>[] =>
  referringAgent !== undefined && referringAgent !== INSURER_REFERRAL
    ? [fieldError('referringAgent', 'invalidValue')]
    : [];
