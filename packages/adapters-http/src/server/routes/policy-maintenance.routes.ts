import {
  AddNoteBody,
  CancelPolicyBody,
  OwnerCodeParams,
  PolicyNumberParams,
  ReQuotePolicyBody,
  ReinstatePolicyBody,
  RetryPolicyUpdateBody,
  UpdatePolicyBody,
  addNote,
  cancelPolicy,
  getEndorsementForm,
  getFinancials,
  previewCancellation,
  reQuotePolicy,
  reinstatePolicy,
  retryPolicyUpdate,
  updatePolicy,
  type Outcome,
  type PolicyMaintenanceDeps,
} from '@tripx/application';
import { FEATURES } from '@tripx/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { decodeOr400 } from '../decode';
import { sendError } from '../http-errors';
import { actor, signedInWith } from '../plugins/request-context';

const tags = ['policies'];

const answer = <T>(reply: FastifyReply, r: Outcome<T>, status = 200) =>
  r.ok ? reply.code(status).send(r.value) : sendError(reply, r.status, r.code, r.fields);

/**
 * The policy write side (spec 2.3, 7.4): re-quote, endorsement and its retry, cancellation,
 * reinstatement, notes, financials. The route's claims are checked before the handler, the use
 * case checks them again with the data scope (a policy outside it answers 404).
 */
export const policyMaintenanceRoutes = (app: FastifyInstance, deps: PolicyMaintenanceDeps): void => {
  app.post(
    '/api/policies/re-quote',
    {
      config: { access: signedInWith(FEATURES.editPolicy) },
      schema: {
        tags,
        summary: 'Re-rates a changed policy with its own rate version: per-pax deltas, total, change list',
      },
    },
    async (request, reply) => {
      const body = decodeOr400(ReQuotePolicyBody, request.body, reply, 'body');
      return body ? answer(reply, await reQuotePolicy(deps, actor(request), body)) : reply;
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
      return body ? answer(reply, await updatePolicy(deps, actor(request), body)) : reply;
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
      return body ? answer(reply, await retryPolicyUpdate(deps, actor(request), body.policyNumber)) : reply;
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
      return body ? answer(reply, await cancelPolicy(deps, actor(request), body)) : reply;
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
      return body ? answer(reply, await reinstatePolicy(deps, actor(request), body)) : reply;
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
      return answer(
        reply,
        await addNote(deps, actor(request), { ownerCode: params.ownerCode, note: body.note }),
        201,
      );
    },
  );

  app.get(
    '/api/policies/:policyNumber/endorsement',
    {
      config: { access: signedInWith(FEATURES.editPolicy) },
      schema: { tags, summary: 'What an endorsement starts from: snapshot, version, premiums' },
    },
    async (request, reply) => {
      const params = decodeOr400(PolicyNumberParams, request.params, reply, 'params');
      return params
        ? answer(reply, await getEndorsementForm(deps, actor(request), params.policyNumber))
        : reply;
    },
  );

  app.get(
    '/api/policies/:policyNumber/cancellation',
    {
      config: { access: signedInWith(FEATURES.cancelPolicy) },
      schema: { tags, summary: 'The refund each active traveller policy would get if cancelled today' },
    },
    async (request, reply) => {
      const params = decodeOr400(PolicyNumberParams, request.params, reply, 'params');
      return params
        ? answer(reply, await previewCancellation(deps, actor(request), params.policyNumber))
        : reply;
    },
  );

  app.get(
    '/api/policies/:policyNumber/financials',
    {
      config: { access: signedInWith(FEATURES.viewDeliveryAndFinancials) },
      schema: {
        tags,
        summary: 'Every charge and refund of the booking (date, type, method, amount, brand, last four)',
      },
    },
    async (request, reply) => {
      const params = decodeOr400(PolicyNumberParams, request.params, reply, 'params');
      return params ? answer(reply, await getFinancials(deps, actor(request), params.policyNumber)) : reply;
    },
  );
};
