import {
  AttemptSearchQuery,
  OwnerCodeParams,
  PolicyGetQuery,
  PolicyNumberParams,
  PolicySearchQuery,
} from '@tripx/application';
import { FEATURES } from '@tripx/domain';
import { Effect } from 'effect';
import type { FastifyInstance } from 'fastify';
import { answerEffect } from '../answer-effect';
import { deliveryViewOf } from '../purchase-service';
import { decodeOr400 } from '../decode';
import type { HttpDeps } from '../http-deps';
import { sendError } from '../http-errors';
import { accessRefusal, actor, PUBLIC, signedInWith } from '../plugins/request-context';
import { sendBookingConfirmation } from './booking-confirmation';
import { POLICY_STATUSES } from '../policy.statuses';

const tags = ['policies'];

/** Read side of spec 7.4: search, a policy, its history, its deliveries, its notes; failed purchases. */
export const policyRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  app.get(
    '/api/policies/search',
    {
      config: { access: signedInWith(FEATURES.viewPolicies) },
      schema: {
        tags,
        summary:
          'Policy search within the caller’s data scope, sorted by `sortField` (newest purchase first by default) and paged',
      },
    },
    async (request, reply) => {
      const q = decodeOr400(PolicySearchQuery, request.query, reply, 'query');
      if (!q) return reply;
      const { ts: _ts, ...criteria } = q;
      return answerEffect(reply, deps.policy.search.execute(actor(request), criteria), POLICY_STATUSES);
    },
  );

  app.get(
    '/api/purchase-attempts',
    {
      config: { access: signedInWith(FEATURES.viewPolicies) },
      schema: {
        tags,
        summary:
          'Declined and abandoned purchases (not policies) within the caller’s data scope, sorted by `sortField` (newest first by default) and paged',
      },
    },
    async (request, reply) => {
      const q = decodeOr400(AttemptSearchQuery, request.query, reply, 'query');
      return q
        ? answerEffect(reply, deps.policy.attempts.execute(actor(request), q), POLICY_STATUSES)
        : reply;
    },
  );

  app.get(
    '/api/policies/:policyNumber',
    {
      // The staff read needs POLICY_READ (checked below); the buyer's confirmation needs the session that bought it.
      config: { access: PUBLIC },
      schema: {
        tags,
        summary:
          'A policy (its whole booking) the caller may see with POLICY_READ, optionally only when a traveller has `status`. With the `associated-policy` header: the purchase’s confirmation (BookingConfirmationCodec: every policy of the purchase), to the session that bought it or POLICY_READ within the data scope; 404 to anyone else, and for `status=QUOTE` (a saved quote is never a policy)',
      },
    },
    async (request, reply) => {
      const params = decodeOr400(PolicyNumberParams, request.params, reply, 'params');
      const query = params && decodeOr400(PolicyGetQuery, request.query, reply, 'query');
      if (!params || !query) return reply;
      if (request.headers['associated-policy'] !== undefined)
        return sendBookingConfirmation(deps, request, reply, { ...params, ...query });
      const refusal = accessRefusal(request, signedInWith(FEATURES.viewPolicies));
      if (refusal) return sendError(reply, refusal.status, refusal.code);
      return answerEffect(
        reply,
        deps.policy.get.execute(actor(request), params.policyNumber, query.status),
        POLICY_STATUSES,
      );
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
      return params
        ? answerEffect(
            reply,
            deps.policy.history.execute(actor(request), params.policyNumber),
            POLICY_STATUSES,
          )
        : reply;
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
      const { policyNumber } = params;
      // Every e-mail attempt of the outbox (purchase confirmations, resends) after the older rows.
      const outbox = deps.purchase
        ? deps.purchase.delivery.listDeliveries
            .execute(policyNumber)
            // An outbox that cannot be read fails the call (a defect: the error handler answers it).
            .pipe(
              Effect.orDie,
              Effect.map((rows) => rows.map(deliveryViewOf)),
            )
        : Effect.succeed([]);
      const all = Effect.flatMap(deps.policy.deliveries.execute(actor(request), policyNumber), (recorded) =>
        Effect.map(outbox, (sent) => [...recorded, ...sent]),
      );
      return answerEffect(reply, all, POLICY_STATUSES);
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
      return params
        ? answerEffect(reply, deps.policy.notes.execute(actor(request), params.ownerCode), POLICY_STATUSES)
        : reply;
    },
  );
};
