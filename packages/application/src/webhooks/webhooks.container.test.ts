import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import webhooks from '../../../../translations/errors/webhooks.en.json';
import webhooksFr from '../../../../translations/errors/webhooks.fr.json';
import { WebhookWorkerUseCase } from './deliver-webhooks/deliver-webhooks';
import {
  CreateWebhookEndpointUseCase,
  DeleteWebhookEndpointUseCase,
  ListWebhookDeliveriesUseCase,
  ListWebhookEndpointsUseCase,
  ResendWebhookDeliveryUseCase,
  RotateWebhookSecretUseCase,
} from './manage-endpoints/manage-endpoints';
import { webhookWorld } from './test-support/webhook-world';
import { webhooksModule } from './webhooks.module';
import { WEBHOOK_FIELD_CODES } from './webhooks.errors';
import { WEBHOOK_TOKENS } from './webhooks.tokens';

describe('webhooks wiring', () => {
  it('webhooksModule resolves every use case from its @inject tokens, over one set of ports', () => {
    const w = webhookWorld();
    const container = new Container();
    container.bind(WEBHOOK_TOKENS.Store).toConstantValue(w.store);
    container.bind(WEBHOOK_TOKENS.Sender).toConstantValue(w.deps.sender);
    container.bind(WEBHOOK_TOKENS.Support).toConstantValue(w.deps);
    container.loadSync(webhooksModule);
    for (const useCase of [
      CreateWebhookEndpointUseCase,
      ListWebhookEndpointsUseCase,
      DeleteWebhookEndpointUseCase,
      RotateWebhookSecretUseCase,
      ListWebhookDeliveriesUseCase,
      ResendWebhookDeliveryUseCase,
      WebhookWorkerUseCase,
    ])
      expect(container.get(useCase)).toBeInstanceOf(useCase);
    expect(container.get(WebhookWorkerUseCase)).toBe(container.get(WebhookWorkerUseCase));
  });

  it.each(WEBHOOK_FIELD_CODES)('%s has an EN and a FR label', (code) => {
    const en: Record<string, string> = webhooks;
    const fr: Record<string, string> = webhooksFr;
    expect(en[code]).toBeTruthy();
    expect(fr[code]).toBeTruthy();
  });
});
