import {
  PartnerCancelBody,
  PartnerPolicyListQuery,
  PolicyNumberParams,
  partnerActor,
  partnerCancellation,
  partnerIdempotencyScope,
  partnerPurchaseCaller,
  partnerQuoteCaller,
  type IdempotencyFailure,
  type IdempotentResult,
  type PartnerCaller,
} from '@tripx/application';
import type { FieldError } from '@tripx/domain';
import { Effect, Either } from 'effect';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  answerEffectWith,
  failureAnswer,
  runEffect,
  type Refuse,
  type TaggedFailure,
  type Statuses,
} from '../answer-effect';
import { decodeOr400 } from '../decode';
import type { HttpDeps } from '../http-deps';
import { clientErrorOf, fieldErrorsBody } from '../http-errors';
import { partnerAuth, requireScope } from '../plugins/partner-auth';
import { POLICY_STATUSES } from '../policy.statuses';
import { purchaseAnswerOf, type HttpAnswer } from '../purchase-answers';
import { RATING_STATUSES } from '../rating.statuses';
import { documentLanguageAsked, sendConfirmationPdf } from '../routes/confirmation-pdf';
import { IDEMPOTENCY_STATUSES, PARTNER_PREFIX, partnerContract } from './partner-contracts';
import { partnerDocsRoutes } from './partner-docs';
import { problemOfErrorBody, writeProblem } from './problem';

/** Where a partner fetches a policy's confirmation. */
export const partnerConfirmationPath = (policyNumber: string): string =>
  `${PARTNER_PREFIX}/policies/${policyNumber}/documents/confirmation.pdf`;

/** A refusal in the API's error body, written as an RFC 9457 problem. */
const refuseAsProblem: Refuse = (reply, status, body) => {
  const { problem, extensions } = problemOfErrorBody(body);
  return writeProblem(reply, status, problem, extensions);
};
const answerPartner = answerEffectWith(refuseAsProblem);

/** A policy named in an answer, with the path a partner fetches its confirmation at. */
const withPartnerPaths = (body: unknown): unknown => {
  if (typeof body !== 'object' || body === null || !('policies' in body) || !Array.isArray(body.policies))
    return body;
  return {
    ...body,
    policies: body.policies.map((p: unknown) =>
      typeof p === 'object' && p !== null && 'policyNumber' in p && typeof p.policyNumber === 'string'
        ? { ...p, confirmationPdfPath: partnerConfirmationPath(p.policyNumber) }
        : p,
    ),
  };
};

/**
 * An answer as the purchase's idempotency keeps it (status and the API's body), as the partner
 * API gives it: a refusal as a problem, and the confirmation paths of the partner API.
 */
const sendAnswer = (reply: FastifyReply, answer: HttpAnswer, replayed: boolean): FastifyReply => {
  if (replayed) reply.header('idempotent-replayed', 'true');
  const body = withPartnerPaths(answer.body);
  return answer.status >= 400
    ? refuseAsProblem(reply, answer.status, body as Parameters<Refuse>[2])
    : reply.code(answer.status).type('application/json; charset=utf-8').send(body);
};

/** The answer of an effect as the idempotency keeps it: its value, or its failure's status and body. */
const keptAnswer = <A, E extends TaggedFailure>(
  effect: Effect.Effect<A, E>,
  statuses: Statuses<E>,
): Effect.Effect<HttpAnswer> =>
  Effect.map(Effect.either(effect), (r): HttpAnswer =>
    Either.isRight(r) ? { status: 200, body: r.right } : failureAnswer(r.left, statuses),
  );

const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' ? header : undefined;
};

/** A 400 of field errors as a problem with its fields. */
const fieldProblems = (reply: FastifyReply, errors: readonly FieldError[]): FastifyReply =>
  refuseAsProblem(reply, 400, fieldErrorsBody(errors));

/**
 * `/partner/v1` (issue 21): quote, bind, read, cancel and the confirmation of policies, with an
 * API key (`Authorization: Bearer`), in their own encapsulated scope: the key's authentication and
 * its scope before each handler, no session cookie and no CSRF token, refusals as RFC 9457 problems
 * mapped from the contexts' status tables. The caller's organization is always the key's.
 */
export const partnerRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  partnerDocsRoutes(app, deps);
  void app.register(
    async (scope) => {
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        const known = clientErrorOf(error);
        if (known) return writeProblem(reply, known.status, { code: known.code });
        request.log.error({ err: error }, 'partner request failed');
        return writeProblem(reply, 500, { code: 'internalError' });
      });
      scope.setNotFoundHandler((_request, reply) => writeProblem(reply, 404, { code: 'notFound' }));
      await scope.register(partnerAuth, { deps });

      /** A route of PARTNER_CONTRACTS: its scope checked first, hidden from the apps' document. */
      const route = (
        method: 'GET' | 'POST',
        url: string,
        handler: (
          partner: PartnerCaller,
          request: FastifyRequest,
          reply: FastifyReply,
        ) => Promise<FastifyReply>,
      ) => {
        const contract = partnerContract(method, `${PARTNER_PREFIX}${url}`);
        scope.route({
          method,
          url,
          preHandler: requireScope(contract.scope),
          schema: { hide: true, summary: contract.summary },
          handler: (request, reply) => handler(request.partnerCaller, request, reply),
        });
      };

      /** A POST under the caller's Idempotency-Key: its answer kept, a replay answered with it. */
      const idempotent = async (
        reply: FastifyReply,
        result: Effect.Effect<IdempotentResult<HttpAnswer>, IdempotencyFailure>,
      ) => {
        const r = await runEffect(result);
        if (Either.isLeft(r)) {
          const { status, body } = failureAnswer(r.left, IDEMPOTENCY_STATUSES);
          return refuseAsProblem(reply, status, body);
        }
        return sendAnswer(reply, r.right.answer, r.right.kind === 'replayed');
      };

      route('POST', '/quotes', async (partner, request, reply) => {
        const rating = deps.rating;
        const purchase = deps.purchase;
        if (!rating || !purchase) return writeProblem(reply, 503, { code: 'unavailable' });
        return idempotent(
          reply,
          purchase.purchase.idempotentCall.execute({
            scope: partnerIdempotencyScope(partner, 'quote'),
            key: idempotencyKeyOf(request),
            request: request.body,
            run: keptAnswer(rating.quote.execute(request.body, partnerQuoteCaller(partner)), RATING_STATUSES),
          }),
        );
      });

      route('POST', '/policies', async (partner, request, reply) => {
        const purchase = deps.purchase;
        if (!purchase) return writeProblem(reply, 503, { code: 'unavailable' });
        const r = await runEffect(
          purchase.purchase.createPolicy.execute(partnerPurchaseCaller(partner), {
            idempotencyKey: idempotencyKeyOf(request),
            body: request.body,
          }),
        );
        const { answer, replayed } = purchaseAnswerOf(r);
        return sendAnswer(reply, answer, replayed);
      });

      route('GET', '/policies', async (partner, request, reply) => {
        const query = decodeOr400(PartnerPolicyListQuery, request.query, reply, 'query', fieldProblems);
        return query
          ? answerPartner(reply, deps.policy.search.execute(partnerActor(partner), query), POLICY_STATUSES)
          : reply;
      });

      route('GET', '/policies/:policyNumber', async (partner, request, reply) => {
        const params = decodeOr400(PolicyNumberParams, request.params, reply, 'params', fieldProblems);
        return params
          ? answerPartner(
              reply,
              deps.policy.get.execute(partnerActor(partner), params.policyNumber),
              POLICY_STATUSES,
            )
          : reply;
      });

      route('POST', '/policies/:policyNumber/cancel', async (partner, request, reply) => {
        const purchase = deps.purchase;
        if (!purchase) return writeProblem(reply, 503, { code: 'unavailable' });
        const params = decodeOr400(PolicyNumberParams, request.params, reply, 'params', fieldProblems);
        const body = params && decodeOr400(PartnerCancelBody, request.body, reply, 'body', fieldProblems);
        if (!params || !body) return reply;
        const cancellation = partnerCancellation(params.policyNumber, body.cancellationReason);
        return idempotent(
          reply,
          purchase.purchase.idempotentCall.execute({
            scope: partnerIdempotencyScope(partner, 'cancel'),
            key: idempotencyKeyOf(request),
            request: cancellation,
            run: keptAnswer(deps.policy.cancel.execute(partnerActor(partner), cancellation), POLICY_STATUSES),
          }),
        );
      });

      route('GET', '/policies/:policyNumber/documents/confirmation.pdf', async (partner, request, reply) => {
        const service = deps.purchase;
        if (!service) return writeProblem(reply, 503, { code: 'unavailable' });
        const params = decodeOr400(PolicyNumberParams, request.params, reply, 'params', fieldProblems);
        if (!params) return reply;
        // Only a policy of the key's organization; another one answers as a missing one.
        const visible = await runEffect(deps.policy.get.execute(partnerActor(partner), params.policyNumber));
        if (Either.isLeft(visible)) {
          const { status, body } = failureAnswer(visible.left, POLICY_STATUSES);
          return refuseAsProblem(reply, status, body);
        }
        return sendConfirmationPdf(
          reply,
          service,
          params.policyNumber,
          documentLanguageAsked(request),
          refuseAsProblem,
        );
      });
    },
    { prefix: PARTNER_PREFIX },
  );
};
