import {
  AddNoteBody,
  CancelPolicyBody,
  OwnerCodeParams,
  PolicyNumberParams,
  ReQuotePolicyBody,
  ReinstatePolicyBody,
  RetryPolicyUpdateBody,
  UpdatePolicyBody,
  type Actor,
  type PolicyMaintenanceError,
} from '@tripx/application';
import { FEATURES, type Claim } from '@tripx/domain';
import type { Effect } from 'effect';
import type { FastifyInstance } from 'fastify';
import { answerEffect } from '../answer-effect';
import { decodeOr400 } from '../decode';
import type { HttpDeps } from '../http-deps';
import { actor, signedInWith } from '../plugins/request-context';
import { POLICY_STATUSES } from '../policy.statuses';

const tags = ['policies'];

/**
 * The policy write side (spec 2.3, 7.4): re-quote, endorsement and its retry, cancellation,
 * reinstatement, notes, financials. The route's claims are checked before the handler, the use
 * case checks them again with the data scope (a policy outside it answers 404).
 */
export const policyMaintenanceRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  app.post(
    '/api/policies/re-quote',
    {
      config: { access: signedInWith(FEATURES.editPolicy) },
      schema: {
        tags,
        summary:
          'Re-rates a changed policy with its own rate version: per-pax deltas, total, change list (409 versionConflict when the changes were made on a stale version)',
      },
    },
    async (request, reply) => {
      const body = decodeOr400(ReQuotePolicyBody, request.body, reply, 'body');
      return body
        ? answerEffect(reply, deps.policy.reQuote.execute(actor(request), body), POLICY_STATUSES)
        : reply;
    },
  );

  app.put(
    '/api/policies',
    {
      config: { access: signedInWith(FEATURES.editPolicy) },
      schema: {
        tags,
        summary: 'Applies an endorsement at the version read (409 versionConflict when stale)',
      },
    },
    async (request, reply) => {
      const body = decodeOr400(UpdatePolicyBody, request.body, reply, 'body');
      return body
        ? answerEffect(reply, deps.policy.update.execute(actor(request), body), POLICY_STATUSES)
        : reply;
    },
  );

  app.put(
    '/api/policies/retry',
    {
      config: { access: signedInWith(FEATURES.editPolicy) },
      schema: { tags, summary: 'Runs the last failed endorsement of a policy again' },
    },
    async (request, reply) => {
      const body = decodeOr400(RetryPolicyUpdateBody, request.body, reply, 'body');
      return body
        ? answerEffect(
            reply,
            deps.policy.retryUpdate.execute(actor(request), body.policyNumber),
            POLICY_STATUSES,
          )
        : reply;
    },
  );

  app.put(
    '/api/policies/cancel',
    {
      config: { access: signedInWith(FEATURES.cancelPolicy) },
      schema: { tags, summary: 'Cancels traveller policies with the refund of the cancellation rule' },
    },
    async (request, reply) => {
      const body = decodeOr400(CancelPolicyBody, request.body, reply, 'body');
      return body
        ? answerEffect(reply, deps.policy.cancel.execute(actor(request), body), POLICY_STATUSES)
        : reply;
    },
  );

  app.put(
    '/api/policies/reinstate',
    {
      config: { access: signedInWith(FEATURES.reinstate) },
      schema: { tags, summary: 'POLICY_ADMIN: a cancelled policy ACTIVE again, charged what it lacks' },
    },
    async (request, reply) => {
      const body = decodeOr400(ReinstatePolicyBody, request.body, reply, 'body');
      return body
        ? answerEffect(reply, deps.policy.reinstate.execute(actor(request), body), POLICY_STATUSES)
        : reply;
    },
  );

  app.post(
    '/api/notes/policy/:ownerCode/note',
    {
      config: { access: signedInWith(FEATURES.addNote) },
      schema: { tags: ['notes'], summary: 'Adds a note to a policy; author and time kept' },
    },
    async (request, reply) => {
      const params = decodeOr400(OwnerCodeParams, request.params, reply, 'params');
      const body = params && decodeOr400(AddNoteBody, request.body, reply, 'body');
      if (!params || !body) return reply;
      return answerEffect(
        reply,
        deps.policy.addNote.execute(actor(request), { ownerCode: params.ownerCode, note: body.note }),
        POLICY_STATUSES,
        201,
      );
    },
  );

  /** A read of the policy file: the booking the caller may act on, nothing written. */
  const fileRead = <A, E extends PolicyMaintenanceError>(
    path: string,
    access: readonly Claim[],
    summary: string,
    read: (caller: Actor, policyNumber: string) => Effect.Effect<A, E>,
  ) =>
    app.get(
      `/api/policies/:policyNumber/${path}`,
      { config: { access: signedInWith(access) }, schema: { tags, summary } },
      async (request, reply) => {
        const params = decodeOr400(PolicyNumberParams, request.params, reply, 'params');
        return params
          ? answerEffect(reply, read(actor(request), params.policyNumber), POLICY_STATUSES)
          : reply;
      },
    );

  fileRead(
    'endorsement',
    FEATURES.editPolicy,
    'What an endorsement starts from: snapshot, version, premiums',
    (caller, n) => deps.policy.endorsementForm.execute(caller, n),
  );
  fileRead(
    'cancellation',
    FEATURES.cancelPolicy,
    'The refund each active traveller policy would get if cancelled today',
    (caller, n) => deps.policy.previewCancellation.execute(caller, n),
  );
  fileRead(
    'reinstatement',
    FEATURES.reinstate,
    'What reinstating this cancelled traveller policy would charge today, and the card on file',
    (caller, n) => deps.policy.previewReinstatement.execute(caller, n),
  );
  fileRead(
    'financials',
    FEATURES.viewDeliveryAndFinancials,
    'Every charge and refund of the booking (date, type, method, amount, brand, last four)',
    (caller, n) => deps.policy.financials.execute(caller, n),
  );
};
