import { ContainerModule } from 'inversify';
import { WebhookWorkerUseCase } from './deliver-webhooks/deliver-webhooks';
import {
  CreateWebhookEndpointUseCase,
  DeleteWebhookEndpointUseCase,
  ListWebhookDeliveriesUseCase,
  ListWebhookEndpointsUseCase,
  ResendWebhookDeliveryUseCase,
  RotateWebhookSecretUseCase,
} from './manage-endpoints/manage-endpoints';
import { WebhookPorts } from './webhooks.deps';

/**
 * The webhooks context's use cases (endpoints, deliveries, the worker). Its ports (WEBHOOK_TOKENS)
 * are bound by whoever composes it: the server (SQL store, the signed HTTP sender).
 */
export const webhooksModule = new ContainerModule(({ bind }) => {
  bind(WebhookPorts).toSelf().inSingletonScope();
  for (const useCase of [
    CreateWebhookEndpointUseCase,
    ListWebhookEndpointsUseCase,
    DeleteWebhookEndpointUseCase,
    RotateWebhookSecretUseCase,
    ListWebhookDeliveriesUseCase,
    ResendWebhookDeliveryUseCase,
    WebhookWorkerUseCase,
  ])
    bind(useCase).toSelf().inSingletonScope();
});

/** The use cases the edge calls, from a container that loaded webhooksModule. */
export const webhookUseCases = (container: { get<T>(id: abstract new (...args: never[]) => T): T }) => ({
  createEndpoint: container.get(CreateWebhookEndpointUseCase),
  listEndpoints: container.get(ListWebhookEndpointsUseCase),
  deleteEndpoint: container.get(DeleteWebhookEndpointUseCase),
  rotateSecret: container.get(RotateWebhookSecretUseCase),
  listDeliveries: container.get(ListWebhookDeliveriesUseCase),
  resend: container.get(ResendWebhookDeliveryUseCase),
  worker: container.get(WebhookWorkerUseCase),
});
export type WebhookUseCases = ReturnType<typeof webhookUseCases>;
