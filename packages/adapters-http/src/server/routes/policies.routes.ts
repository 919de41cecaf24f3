import {
  OwnerCodeParams,
  PolicyGetQuery,
  PolicyNumberParams,
  PolicySearchQuery,
  getPolicy,
  getPolicyDeliveries,
  getPolicyHistory,
  listNotes,
  searchPolicies,
} from '@tripx/application';
import { FEATURES } from '@tripx/domain';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http-deps';
import { decodeOr400 } from '../decode';
import { sendError } from '../http-errors';
import { actor, signedInWith } from '../plugins/request-context';

const tags = ['policies'];

/** Read side of spec 7.4; the write side comes with the policy issue. */
export const policyRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  app.get(
    '/api/policies/search',
    {
      config: { access: signedInWith(FEATURES.viewPolicies) },
      schema: { tags, summary: 'Policy search, newest purchase first, within the caller’s data scope' },
    },
    async (request, reply) => {
      const q = decodeOr400(PolicySearchQuery, request.query, reply, 'query');
      if (!q) return reply;
      const { ts: _ts, ...criteria } = q;
      return reply.send(
        await deps.inTransaction((repos) => searchPolicies(repos.policies, actor(request), criteria)),
      );
    },
  );

  app.get(
    '/api/policies/:policyNumber',
    {
      config: { access: signedInWith(FEATURES.viewPolicies) },
      schema: { tags, summary: 'A policy (its whole booking) the caller may see' },
    },
    async (request, reply) => {
      const params = decodeOr400(PolicyNumberParams, request.params, reply, 'params');
      const query = params && decodeOr400(PolicyGetQuery, request.query, reply, 'query');
      if (!params || !query) return reply;
      const r = await deps.inTransaction((repos) =>
        getPolicy(repos.policies, actor(request), params.policyNumber, query.status),
      );
      return r.ok ? reply.send(r.value) : sendError(reply, 404, r.code);
    },
  );

  app.get(
    '/api/policies/:policyNumber/history',
    {
      config: { access: signedInWith(FEATURES.viewDeliveryAndFinancials) },
      schema: { tags, summary: 'Every state change of a policy' },
    },
    async (request, reply) => {
      const params = decodeOr400(PolicyNumberParams, request.params, reply, 'params');
      if (!params) return reply;
      const r = await deps.inTransaction((repos) =>
        getPolicyHistory(repos.policies, actor(request), params.policyNumber),
      );
      return r.ok ? reply.send(r.value) : sendError(reply, 404, r.code);
    },
  );

  app.get(
    '/api/policies/:policyNumber/confirmation/deliveries',
    {
      config: { access: signedInWith(FEATURES.viewDeliveryAndFinancials) },
      schema: { tags, summary: 'Deliveries of the policy documents' },
    },
    async (request, reply) => {
      const params = decodeOr400(PolicyNumberParams, request.params, reply, 'params');
      if (!params) return reply;
      const r = await deps.inTransaction((repos) =>
        getPolicyDeliveries(repos.policies, actor(request), params.policyNumber),
      );
      if (!r.ok) return sendError(reply, 404, r.code);
      // Every e-mail attempt of the outbox (purchase confirmations, resends) after the older rows.
      const outbox = (await deps.purchase?.deliveries(params.policyNumber)) ?? [];
      return reply.send([...r.value, ...outbox]);
    },
  );

  app.get(
    '/api/notes/policy/:ownerCode/notes',
    {
      config: { access: signedInWith(FEATURES.viewNotes) },
      schema: { tags: ['notes'], summary: 'Notes of a policy (ownerCode = policy number)' },
    },
    async (request, reply) => {
      const params = decodeOr400(OwnerCodeParams, request.params, reply, 'params');
      if (!params) return reply;
      const r = await deps.inTransaction((repos) =>
        listNotes(repos.policies, actor(request), params.ownerCode),
      );
      return r.ok ? reply.send(r.value) : sendError(reply, 404, r.code);
    },
  );
};
