import 'reflect-metadata';
import { checkWebhookUrl } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import { endpointFor, mayManage } from '../webhook-access';
import { WebhookPorts, type WebhookDeps } from '../webhooks.deps';
import type { CreateWebhookEndpointBody } from '../webhooks.contract';
import { webhookNotFound, WebhookEndpointInvalid, type WebhookError } from '../webhooks.errors';
import type { NewWebhookEndpoint, WebhookEndpoint } from '../webhooks.ports';

type FieldRefused = WebhookEndpointInvalid['fields'][number];

const problemsOf = (body: CreateWebhookEndpointBody): FieldRefused[] => {
  const url = checkWebhookUrl(body.url);
  const problems: FieldRefused[] = [];
  if (!url.ok) problems.push({ path: 'url', code: url.code });
  if (body.events.length === 0) problems.push({ path: 'events', code: 'webhookEventsRequired' });
  return problems;
};

/**
 * Registers an endpoint for an organization the caller reaches: its URL checked by the domain's
 * rule (HTTPS, or HTTP to loopback), its events once each, and a new signing secret — answered
 * this once, never again.
 */
@injectable()
export class CreateWebhookEndpointUseCase {
  constructor(@inject(WebhookPorts) private readonly deps: WebhookDeps) {}

  execute(actor: Actor, body: CreateWebhookEndpointBody): Effect.Effect<NewWebhookEndpoint, WebhookError> {
    const deps = this.deps;
    return Effect.gen(function* () {
      yield* mayManage(actor, body.organizationCode);
      const fields = problemsOf(body);
      if (fields.length > 0) return yield* new WebhookEndpointInvalid({ code: 'invalidRequest', fields });
      const url = checkWebhookUrl(body.url);
      const endpoint: NewWebhookEndpoint = {
        id: deps.newId(),
        organizationCode: body.organizationCode,
        url: url.ok ? url.url : body.url,
        events: [...new Set(body.events)],
        description: body.description ?? '',
        createdAt: deps.now().toISOString(),
        secret: deps.newSecret(),
      };
      yield* Effect.promise(() => deps.store.createEndpoint(endpoint));
      return endpoint;
    });
  }
}

@injectable()
export class ListWebhookEndpointsUseCase {
  constructor(@inject(WebhookPorts) private readonly deps: WebhookDeps) {}

  execute(
    actor: Actor,
    organizationCode: string,
  ): Effect.Effect<{ readonly endpoints: readonly WebhookEndpoint[] }, WebhookError> {
    const store = this.deps.store;
    return mayManage(actor, organizationCode).pipe(
      Effect.zipRight(Effect.promise(() => store.endpoints(organizationCode))),
      Effect.map((endpoints) => ({ endpoints })),
    );
  }
}

@injectable()
export class DeleteWebhookEndpointUseCase {
  constructor(@inject(WebhookPorts) private readonly deps: WebhookDeps) {}

  execute(actor: Actor, id: string): Effect.Effect<void, WebhookError> {
    const deps = this.deps;
    return endpointFor(deps.store, actor, id).pipe(
      Effect.flatMap(() => Effect.promise(() => deps.store.deleteEndpoint(id, deps.now()))),
      Effect.flatMap((deleted) => (deleted ? Effect.void : Effect.fail(webhookNotFound()))),
    );
  }
}

/** A new signing secret for the endpoint, answered once; the old one stops signing at once. */
@injectable()
export class RotateWebhookSecretUseCase {
  constructor(@inject(WebhookPorts) private readonly deps: WebhookDeps) {}

  execute(actor: Actor, id: string): Effect.Effect<{ readonly secret: string }, WebhookError> {
    const deps = this.deps;
    return endpointFor(deps.store, actor, id).pipe(
      Effect.map(() => deps.newSecret()),
      Effect.flatMap((secret) =>
        Effect.promise(() => deps.store.rotateSecret(id, secret)).pipe(
          Effect.flatMap((rotated) =>
            rotated ? Effect.succeed({ secret }) : Effect.fail(webhookNotFound()),
          ),
        ),
      ),
    );
  }
}

/** An endpoint's latest deliveries with their attempts (status code, duration, error). */
@injectable()
export class ListWebhookDeliveriesUseCase {
  constructor(@inject(WebhookPorts) private readonly deps: WebhookDeps) {}

  execute(actor: Actor, endpointId: string, limit = 50) {
    const store = this.deps.store;
    return endpointFor(store, actor, endpointId).pipe(
      Effect.zipRight(Effect.promise(() => store.deliveries(endpointId, limit))),
      Effect.map((deliveries) => ({ deliveries })),
    );
  }
}

/** Staff send one delivery again now (same event id: the receiver dedupes), its history kept. */
@injectable()
export class ResendWebhookDeliveryUseCase {
  constructor(@inject(WebhookPorts) private readonly deps: WebhookDeps) {}

  execute(actor: Actor, deliveryId: string): Effect.Effect<void, WebhookError> {
    const deps = this.deps;
    return Effect.promise(() => deps.store.delivery(deliveryId)).pipe(
      Effect.flatMap((d) => (d === undefined ? Effect.fail(webhookNotFound()) : Effect.succeed(d))),
      Effect.tap((d) => endpointFor(deps.store, actor, d.endpointId)),
      Effect.flatMap(() => Effect.promise(() => deps.store.resend(deliveryId, deps.now()))),
    );
  }
}
