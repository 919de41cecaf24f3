import 'reflect-metadata';
import { Effect, Either } from 'effect';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { PAYMENT_TOKENS } from '../payment/payment.tokens';
import { CreatePolicyUseCase } from './create-policy/create-policy.use-case';
import { IdempotentCallUseCase } from './idempotent-call/idempotent-call.use-case';
import { OwnsPolicyUseCase } from './owns-policy/owns-policy.use-case';
import { purchaseModule, purchaseUseCases } from './purchase.module';
import type { PurchaseSupport } from './purchase.ports';
import { PURCHASE_TOKENS } from './purchase.tokens';
import { ReconcileChargesUseCase } from './reconcile-charges/reconcile-charges.use-case';
import { aPurchase, consumer, setup, type TestKept } from './test-support/purchase-fixtures';

describe('purchase wiring', () => {
  it('purchaseModule resolves every use case from its @inject tokens, and buys through them', async () => {
    const { deps, store } = setup();
    const container = new Container();
    container.bind(PAYMENT_TOKENS.PaymentProvider).toConstantValue(deps.payments);
    container.bind(PURCHASE_TOKENS.Store).toConstantValue(deps.store);
    container.bind(PURCHASE_TOKENS.Answers).toConstantValue(deps.answers);
    container.bind(PURCHASE_TOKENS.RateCatalogue).toConstantValue(deps.catalogue);
    container.bind(PURCHASE_TOKENS.Licences).toConstantValue(deps.licences);
    container.bind(PURCHASE_TOKENS.Referrers).toConstantValue(deps.referrers);
    container.bind(PURCHASE_TOKENS.QuoteReferences).toConstantValue(deps.quoteReferences);
    const owned = new Set<string>();
    container.bind(PURCHASE_TOKENS.SessionPolicies).toConstantValue({
      owns: async (session: string, policy: string) => owned.has(`${session}|${policy}`),
    });
    container.bind(PURCHASE_TOKENS.Support).toConstantValue({
      now: deps.now,
      newId: deps.newId,
      hash: deps.hash,
      log: deps.log,
      reconcileGraceMs: 0,
    } satisfies PurchaseSupport);
    container.loadSync(purchaseModule);
    for (const useCase of [
      CreatePolicyUseCase,
      ReconcileChargesUseCase,
      OwnsPolicyUseCase,
      IdempotentCallUseCase,
    ])
      expect(container.get(useCase)).toBeInstanceOf(useCase);

    const useCases = purchaseUseCases<TestKept>(container);
    const r = await Effect.runPromise(
      Effect.either(
        useCases.createPolicy.execute(consumer, { idempotencyKey: 'key-c0001', body: aPurchase() }),
      ),
    );
    expect(Either.isRight(r) && r.right.kind).toBe('purchased');
    expect([...store.statuses.values()]).toEqual(['ACTIVE']);
    expect(await Effect.runPromise(useCases.reconcileCharges.execute())).toMatchObject({
      active: 1,
      reversed: 0,
    });
    const [number] = [...store.statuses.keys()];
    owned.add(`${consumer.sessionKey}|${number}`);
    expect(await Effect.runPromise(useCases.ownsPolicy.execute(consumer.sessionKey, number as string))).toBe(
      true,
    );
    expect(await Effect.runPromise(useCases.ownsPolicy.execute('another', number as string))).toBe(false);
  });
});
