import 'reflect-metadata';
import type { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { PaymentProviderPort } from '../../payment/payment-provider.port';
import { PAYMENT_TOKENS } from '../../payment/payment.tokens';
import type { PurchaseAnswers, PurchaseStore, PurchaseSupport } from '../purchase.ports';
import { PURCHASE_TOKENS } from '../purchase.tokens';
import { reconcileCharges, type ReconciliationReport } from './reconcile-charges';

/** Settles what a crashed process left between charge and activation; run at start and swept by the server. */
@injectable()
export class ReconcileChargesUseCase<Kept = unknown> {
  constructor(
    @inject(PURCHASE_TOKENS.Store) private readonly store: PurchaseStore<Kept>,
    @inject(PURCHASE_TOKENS.Answers) private readonly answers: PurchaseAnswers<Kept>,
    @inject(PAYMENT_TOKENS.PaymentProvider) private readonly payments: PaymentProviderPort,
    @inject(PURCHASE_TOKENS.Support) private readonly support: PurchaseSupport,
  ) {}

  execute(): Effect.Effect<ReconciliationReport> {
    const { now, newId, log, providerCalls, reconcileGraceMs } = this.support;
    return reconcileCharges(
      {
        payments: this.payments,
        store: this.store,
        answers: this.answers,
        now,
        newId,
        log,
        ...(providerCalls ? { providerCalls } : {}),
      },
      reconcileGraceMs,
    );
  }
}
