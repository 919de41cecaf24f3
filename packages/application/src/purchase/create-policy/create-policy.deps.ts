import type { RatingCatalogue } from '@tripx/domain';
import type { Effect } from 'effect';
import type { LicenceReads } from '../../distribution/assert-agent-may-book/licence-refusal';
import type { ReferringAgentRepository } from '../../distribution/referring-agents/referring-agent.repository.port';
import type { PaymentProviderPort } from '../../payment/payment-provider.port';
import type { ProviderCallPolicy } from '../../payment/provider-call';
import type { QuoteReferencePort } from '../../rating/quote-reference.port';
import type { CatalogueUnavailable } from '../../rating/rating.errors';
import type { PurchaseAnswers, PurchaseStore } from '../purchase.ports';

/** The ports of a purchase; `Kept` is the answer kept under the buyer's key (the edge's, opaque here). */
export interface CreatePolicyDeps<Kept> {
  readonly catalogue: { readonly load: () => Effect.Effect<RatingCatalogue, CatalogueUnavailable> };
  readonly payments: PaymentProviderPort;
  readonly store: PurchaseStore<Kept>;
  readonly answers: PurchaseAnswers<Kept>;
  /** The licences an agent, or a partner's agency, sells under: only where licensed. */
  readonly licences: LicenceReads;
  /** Whether `referredBy` names an agent of the purchase's organization. */
  readonly referrers: Pick<ReferringAgentRepository, 'isReferringAgent'>;
  /** Reads the quote answer's signed reference (anything it did not sign reads as none). */
  readonly quoteReferences: Pick<QuoteReferencePort, 'read'>;
  readonly now: () => Date;
  readonly newId: () => string;
  /** sha-256 (hex) of a text: the request fingerprint under the buyer's idempotency key. */
  readonly hash: (text: string) => string;
  /** Structured log line (no card data ever reaches it: the body holds only tokens). */
  readonly log: (event: string, data: Readonly<Record<string, unknown>>) => void;
  /** How long a concurrent replay waits for the first request's answer. */
  readonly replayWaitMs?: number;
  /** Timeout and retries of the payment provider's calls (DEFAULT_PROVIDER_CALLS otherwise). */
  readonly providerCalls?: ProviderCallPolicy;
}
