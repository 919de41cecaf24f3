import 'reflect-metadata';
import { Effect } from 'effect';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { DeliveryWorkerUseCase } from './delivery-worker/delivery-worker';
import { deliveryModule, deliveryUseCases } from './delivery.module';
import type { DeliverySupport } from './delivery.ports';
import { DELIVERY_TOKENS } from './delivery.tokens';
import { EnqueueSavedQuoteUseCase } from './enqueue-saved-quote/enqueue-saved-quote';
import { ListDeliveriesUseCase } from './list-deliveries/list-deliveries';
import { RenderConfirmationUseCase } from './render-confirmation/render-confirmation';
import { ResendConfirmationUseCase } from './resend-confirmation/resend-confirmation';
import { deliveryFakes } from './test-support/delivery.fakes';

/** A container over the delivery fakes; the booking TPX-100234-01 holds TPX-100234-02 too. */
const wired = () => {
  const w = deliveryFakes();
  const container = new Container();
  container.bind(DELIVERY_TOKENS.Outbox).toConstantValue(w.deps.outbox);
  container.bind(DELIVERY_TOKENS.Mailer).toConstantValue(w.deps.mailer);
  container.bind(DELIVERY_TOKENS.MailTemplates).toConstantValue(w.deps.templates);
  container.bind(DELIVERY_TOKENS.ConfirmationDocument).toConstantValue(w.deps.document);
  container.bind(DELIVERY_TOKENS.ConfirmationViewSource).toConstantValue(w.deps.views);
  container.bind(DELIVERY_TOKENS.PolicyGroups).toConstantValue({
    firstPolicyOf: async (n: string) => (n.startsWith('TPX-100234') ? 'TPX-100234-01' : undefined),
  });
  container
    .bind(DELIVERY_TOKENS.Support)
    .toConstantValue({ now: w.deps.now, newId: w.deps.newId } satisfies DeliverySupport);
  container.loadSync(deliveryModule);
  return { ...w, container };
};

describe('delivery wiring', () => {
  it('deliveryModule resolves every use case from its @inject tokens', async () => {
    const { container } = wired();
    for (const useCase of [
      RenderConfirmationUseCase,
      ResendConfirmationUseCase,
      EnqueueSavedQuoteUseCase,
      ListDeliveriesUseCase,
      DeliveryWorkerUseCase,
    ])
      expect(container.get(useCase)).toBeInstanceOf(useCase);
    const pdf = await Effect.runPromise(
      deliveryUseCases(container).renderConfirmation.execute({ policyNumber: 'TPX-100234-01', lang: 'fr' }),
    );
    expect(pdf.language).toBe('fr');
  });

  it("a booking's other policy lists the confirmation filed under its first one", async () => {
    const { container } = wired();
    const use = deliveryUseCases(container);
    await Effect.runPromise(use.resendConfirmation.execute({ policyNumber: 'TPX-100234-01' }));
    await Effect.runPromise(
      use.worker.worker({ intervalMs: 1, ...DELIVER_ONCE }).pipe(Effect.timeout(50), Effect.ignore),
    );
    const second = await Effect.runPromise(use.listDeliveries.execute('TPX-100234-02'));
    expect(second.map((d) => [d.status, d.recipient])).toEqual([['SENT', expect.stringContaining('@')]]);
    expect(await Effect.runPromise(use.listDeliveries.execute('TPX-999'))).toEqual([]);
  });
});

const DELIVER_ONCE = {
  batchSize: 10,
  concurrency: 1,
  sendTimeoutMs: 1_000,
  leaseMs: 60_000,
  retry: { maxAttempts: 1, baseDelayMs: 1, factor: 2, maxDelayMs: 1 },
  recordRetryDelayMs: 1,
};
