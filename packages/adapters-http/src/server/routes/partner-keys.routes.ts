import { PartnerKeyBody, PartnerKeyIdParams, PartnerKeysQuery } from '@tripx/application';
import { FEATURES } from '@tripx/domain';
import { Effect } from 'effect';
import type { FastifyInstance } from 'fastify';
import { answerEffect } from '../answer-effect';
import { decodeOr400 } from '../decode';
import type { HttpDeps } from '../http-deps';
import { PARTNER_KEY_STATUSES } from '../partner-keys.statuses';
import { actor, signedInWith } from '../plugins/request-context';

const tags = ['partner keys'];
const base = '/api/partner-keys';
const access = signedInWith(FEATURES.partnerKeys);

/**
 * Insurer staff manage the API keys of the organizations in their data scope (issue 21). The answer
 * that carries a secret is never stored by a cache.
 */
export const partnerKeyRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  const partner = deps.partner;

  app.get(
    base,
    { config: { access }, schema: { tags, summary: "An organization's keys (never their secret)" } },
    async (request, reply) => {
      const q = decodeOr400(PartnerKeysQuery, request.query, reply, 'query');
      if (!q) return reply;
      const keys = partner.listKeys.execute(actor(request), q.organizationCode);
      return answerEffect(
        reply,
        Effect.map(keys, (list) => ({ keys: list })),
        PARTNER_KEY_STATUSES,
      );
    },
  );

  app.post(
    base,
    { config: { access }, schema: { tags, summary: 'Create a key; its secret is in this answer only' } },
    async (request, reply) => {
      const body = decodeOr400(PartnerKeyBody, request.body, reply, 'body');
      if (!body) return reply;
      reply.header('cache-control', 'no-store');
      const created = partner.createKey.execute(actor(request), body.organizationCode, body);
      return answerEffect(reply, created, PARTNER_KEY_STATUSES, 201);
    },
  );

  app.post(
    `${base}/:id/rotate`,
    {
      config: { access },
      schema: { tags, summary: 'A new secret for a key (in this answer only); the old one is revoked now' },
    },
    async (request, reply) => {
      const params = decodeOr400(PartnerKeyIdParams, request.params, reply, 'params');
      if (!params) return reply;
      reply.header('cache-control', 'no-store');
      return answerEffect(
        reply,
        partner.rotateKey.execute(actor(request), params.id),
        PARTNER_KEY_STATUSES,
        201,
      );
    },
  );

  app.delete(
    `${base}/:id`,
    { config: { access }, schema: { tags, summary: 'Revoke a key for good' } },
    async (request, reply) => {
      const params = decodeOr400(PartnerKeyIdParams, request.params, reply, 'params');
      if (!params) return reply;
      return answerEffect(reply, partner.revokeKey.execute(actor(request), params.id), PARTNER_KEY_STATUSES);
    },
  );
};
