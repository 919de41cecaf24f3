import { FEATURES, hasAll } from '@tripx/domain';
import { Effect } from 'effect';
import { mayActOn, organizationTarget } from '../access/may-act-on';
import type { Actor } from '../session/session';
import {
  webhookForbidden,
  webhookNotFound,
  type WebhookForbidden,
  type WebhookNotFound,
} from './webhooks.errors';
import type { WebhookEndpoint, WebhookStore } from './webhooks.ports';

/** The caller holds the webhooks feature's claims and reaches the organization (its data scope). */
export const mayManage = (actor: Actor, organizationCode: string): Effect.Effect<void, WebhookForbidden> =>
  actor.kind === 'user' &&
  hasAll(actor.claims, FEATURES.webhooks) &&
  mayActOn(actor, organizationTarget(organizationCode))
    ? Effect.void
    : Effect.fail(webhookForbidden());

/** An endpoint the caller may manage; another organization's answers as a missing one. */
export const endpointFor = (
  store: Pick<WebhookStore, 'endpoint'>,
  actor: Actor,
  id: string,
): Effect.Effect<WebhookEndpoint, WebhookNotFound> =>
  Effect.promise(() => store.endpoint(id)).pipe(
    Effect.flatMap((endpoint) =>
      endpoint === undefined
        ? Effect.fail(webhookNotFound())
        : mayManage(actor, endpoint.organizationCode).pipe(
            Effect.mapError(webhookNotFound),
            Effect.as(endpoint),
          ),
    ),
  );
