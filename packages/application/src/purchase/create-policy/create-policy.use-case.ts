import 'reflect-metadata';
import type { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { PaymentProviderPort } from '../../payment/payment-provider.port';
import { PAYMENT_TOKENS } from '../../payment/payment.tokens';
import type { RateCataloguePort } from '../../rating/rate-catalogue.port';
import type { PurchaseFailure } from '../purchase.errors';
import type { PurchaseAnswers, PurchaseCaller, PurchaseStore, PurchaseSupport } from '../purchase.ports';
import { PURCHASE_TOKENS } from '../purchase.tokens';
import { createPolicy, type PurchaseInput, type PurchaseResult } from './create-policy';
import type { CreatePolicyDeps } from './create-policy.deps';

/** The purchase as the container gives it (createPolicy over the bound ports). */
@injectable()
export class CreatePolicyUseCase<Kept = unknown> {
  private readonly deps: CreatePolicyDeps<Kept>;

  constructor(
    @inject(PURCHASE_TOKENS.Store) store: PurchaseStore<Kept>,
    @inject(PURCHASE_TOKENS.Answers) answers: PurchaseAnswers<Kept>,
    @inject(PAYMENT_TOKENS.PaymentProvider) payments: PaymentProviderPort,
    @inject(PURCHASE_TOKENS.RateCatalogue) catalogue: RateCataloguePort,
    @inject(PURCHASE_TOKENS.Licences) licences: CreatePolicyDeps<Kept>['licences'],
    @inject(PURCHASE_TOKENS.Referrers) referrers: CreatePolicyDeps<Kept>['referrers'],
    @inject(PURCHASE_TOKENS.QuoteReferences) quoteReferences: CreatePolicyDeps<Kept>['quoteReferences'],
    @inject(PURCHASE_TOKENS.Support) support: PurchaseSupport,
  ) {
    this.deps = {
      store,
      answers,
      payments,
      catalogue,
      licences,
      referrers,
      quoteReferences,
      now: support.now,
      newId: support.newId,
      hash: support.hash,
      log: support.log,
      ...(support.replayWaitMs !== undefined ? { replayWaitMs: support.replayWaitMs } : {}),
      ...(support.providerCalls ? { providerCalls: support.providerCalls } : {}),
    };
  }

  execute(
    caller: PurchaseCaller,
    input: PurchaseInput,
  ): Effect.Effect<PurchaseResult<Kept>, PurchaseFailure> {
    return createPolicy(this.deps, caller, input);
  }
}
