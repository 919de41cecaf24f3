import {
  CreateWebhookEndpointBody,
  WebhookDeliveryParams,
  WebhookEndpointParams,
  WebhookOrganizationQuery,
} from '@tripx/application';
import { FEATURES } from '@tripx/domain';
import { Effect } from 'effect';
import type { FastifyInstance } from 'fastify';
import { answerEffect } from '../answer-effect';
import { decodeOr400 } from '../decode';
import type { HttpDeps } from '../http-deps';
import { actor, signedInWith } from '../plugins/request-context';
import { WEBHOOK_STATUSES } from '../webhooks.statuses';

const tags = ['webhooks'];
const base = '/api/webhook-endpoints';
const config = { access: signedInWith(FEATURES.webhooks) };

/**
 * An organization's webhook endpoints and their deliveries, for insurer staff (issue 21). The
 * claims are checked here and again by the use cases, with the organization's data scope; CSRF
 * guards every write (session hooks).
 */
export const webhookRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  const webhooks = deps.webhooks;
  if (!webhooks) return;

  app.post(
    base,
    { config, schema: { tags, summary: 'Register an endpoint; its signing secret is answered this once' } },
    async (request, reply) => {
      const body = decodeOr400(CreateWebhookEndpointBody, request.body, reply, 'body');
      if (!body) return reply;
      // The answer carries the signing secret: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return answerEffect(
        reply,
        webhooks.createEndpoint.execute(actor(request), body),
        WEBHOOK_STATUSES,
        201,
      );
    },
  );

  app.get(
    base,
    { config, schema: { tags, summary: "An organization's endpoints" } },
    async (request, reply) => {
      const q = decodeOr400(WebhookOrganizationQuery, request.query, reply, 'query');
      if (!q) return reply;
      return answerEffect(
        reply,
        webhooks.listEndpoints.execute(actor(request), q.organizationCode),
        WEBHOOK_STATUSES,
      );
    },
  );

  app.delete(
    `${base}/:id`,
    { config, schema: { tags, summary: 'Delete an endpoint' } },
    async (request, reply) => {
      const p = decodeOr400(WebhookEndpointParams, request.params, reply, 'params');
      if (!p) return reply;
      const deleted = webhooks.deleteEndpoint
        .execute(actor(request), p.id)
        .pipe(Effect.as({ deleted: true }));
      return answerEffect(reply, deleted, WEBHOOK_STATUSES);
    },
  );

  app.post(
    `${base}/:id/secret`,
    { config, schema: { tags, summary: 'Rotate the signing secret (answered this once)' } },
    async (request, reply) => {
      const p = decodeOr400(WebhookEndpointParams, request.params, reply, 'params');
      if (!p) return reply;
      reply.header('cache-control', 'no-store');
      return answerEffect(reply, webhooks.rotateSecret.execute(actor(request), p.id), WEBHOOK_STATUSES);
    },
  );

  app.get(
    `${base}/:id/deliveries`,
    { config, schema: { tags, summary: "An endpoint's latest deliveries with their attempts" } },
    async (request, reply) => {
      const p = decodeOr400(WebhookEndpointParams, request.params, reply, 'params');
      if (!p) return reply;
      return answerEffect(reply, webhooks.listDeliveries.execute(actor(request), p.id), WEBHOOK_STATUSES);
    },
  );

  app.post(
    '/api/webhook-deliveries/:id/resend',
    { config, schema: { tags, summary: 'Send one delivery again now (same webhook-id)' } },
    async (request, reply) => {
      const p = decodeOr400(WebhookDeliveryParams, request.params, reply, 'params');
      if (!p) return reply;
      const resent = webhooks.resend.execute(actor(request), p.id).pipe(Effect.as({ resent: true }));
      return answerEffect(reply, resent, WEBHOOK_STATUSES, 202);
    },
  );
};
