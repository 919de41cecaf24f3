import { ContainerModule } from 'inversify';
import { DeliveryWorkerUseCase } from './delivery-worker/delivery-worker';
import { DeliveryPorts } from './delivery.ports';
import { EnqueueSavedQuoteUseCase } from './enqueue-saved-quote/enqueue-saved-quote';
import { ListDeliveriesUseCase } from './list-deliveries/list-deliveries';
import { ReadConfirmationUseCase } from './read-confirmation/read-confirmation';
import { RenderConfirmationUseCase } from './render-confirmation/render-confirmation';
import { ResendConfirmationUseCase } from './resend-confirmation/resend-confirmation';

/**
 * The delivery context's use cases (documents and e-mail off the request path). Its ports
 * (DELIVERY_TOKENS) are bound by whoever composes it: the server (SQL outbox, SMTP or files, pdfkit).
 */
export const deliveryModule = new ContainerModule(({ bind }) => {
  bind(DeliveryPorts).toSelf().inSingletonScope();
  for (const useCase of [
    RenderConfirmationUseCase,
    ReadConfirmationUseCase,
    ResendConfirmationUseCase,
    EnqueueSavedQuoteUseCase,
    ListDeliveriesUseCase,
    DeliveryWorkerUseCase,
  ])
    bind(useCase).toSelf().inSingletonScope();
});

/** The use cases the edge calls, from a container that loaded deliveryModule. */
export const deliveryUseCases = (container: { get<T>(id: abstract new (...args: never[]) => T): T }) => ({
  renderConfirmation: container.get(RenderConfirmationUseCase),
  readConfirmation: container.get(ReadConfirmationUseCase),
  resendConfirmation: container.get(ResendConfirmationUseCase),
  enqueueSavedQuote: container.get(EnqueueSavedQuoteUseCase),
  listDeliveries: container.get(ListDeliveriesUseCase),
  worker: container.get(DeliveryWorkerUseCase),
});
export type DeliveryUseCases = ReturnType<typeof deliveryUseCases>;
