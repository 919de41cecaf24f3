import { ContainerModule } from 'inversify';
import { CreatePolicyUseCase } from './create-policy/create-policy.use-case';
import { IdempotentCallUseCase } from './idempotent-call/idempotent-call.use-case';
import { OwnsPolicyUseCase } from './owns-policy/owns-policy.use-case';
import { QuotePurchaseUseCase } from './quote-purchase/quote-purchase.use-case';
import { ReconcileChargesUseCase } from './reconcile-charges/reconcile-charges.use-case';

/**
 * The purchase context's use cases. Its ports (PURCHASE_TOKENS, PAYMENT_TOKENS.PaymentProvider) are
 * bound by whoever composes it: the server (SQL store, sandbox provider, the edge's kept answers), a test.
 */
export const purchaseModule = new ContainerModule(({ bind }) => {
  for (const useCase of [
    CreatePolicyUseCase,
    ReconcileChargesUseCase,
    OwnsPolicyUseCase,
    QuotePurchaseUseCase,
    IdempotentCallUseCase,
  ])
    bind(useCase).toSelf().inSingletonScope();
});

/**
 * The use cases the edge calls, from a container that loaded purchaseModule; `Kept` is the answer
 * the bound PurchaseAnswers and PurchaseStore keep (the container cannot check that they agree).
 */
export const purchaseUseCases = <Kept>(container: {
  get<T>(id: abstract new (...args: never[]) => T): T;
}) => ({
  createPolicy: container.get<CreatePolicyUseCase<Kept>>(CreatePolicyUseCase),
  reconcileCharges: container.get<ReconcileChargesUseCase<Kept>>(ReconcileChargesUseCase),
  ownsPolicy: container.get<OwnsPolicyUseCase>(OwnsPolicyUseCase),
  quotePurchase: container.get<QuotePurchaseUseCase>(QuotePurchaseUseCase),
  /** Another call (a partner's quote or cancellation) under the purchase's idempotency. */
  idempotentCall: container.get<IdempotentCallUseCase<Kept>>(IdempotentCallUseCase),
});
export type PurchaseUseCases<Kept> = ReturnType<typeof purchaseUseCases<Kept>>;
