import { PolicyNumberParams, ResendConfirmationRequestCodec } from '@tripx/application';
import { FEATURES, hasAll } from '@tripx/domain';
import { Effect, Either } from 'effect';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerEffect, runEffect } from '../answer-effect';
import { RESEND_STATUSES } from '../delivery.statuses';
import { decodeOr400 } from '../decode';
import type { HttpDeps } from '../http-deps';
import { sendError } from '../http-errors';
import { actor, PUBLIC, sensitiveLimit, signedInWith } from '../plugins/request-context';
import { purchaseAnswerOf } from '../purchase-answers';
import { purchaseCallerOf, saleOrganizationOf } from '../purchase-caller';
import { mayReadPurchase } from './booking-confirmation';
import { documentLanguageAsked, sendConfirmationPdf } from './confirmation-pdf';

const tags = ['policies'];

/**
 * Buying (spec 7.4): the consumer's anonymous session may buy and fetch its own policies' PDF;
 * a signed-in staff user needs the payment claims to buy and POLICY_READ for the PDF of a policy of
 * their data scope.
 */
export const purchaseRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  /** A policy of the signed-in user's data scope (organization, own policies or all). */
  const inCallerScope = async (request: FastifyRequest, policyNumber: string): Promise<boolean> =>
    Either.isRight(await runEffect(deps.policy.get.execute(actor(request), policyNumber)));

  app.post(
    '/api/policies',
    {
      config: { access: PUBLIC, rateLimit: sensitiveLimit(deps) },
      schema: {
        tags,
        summary:
          "Buys one policy per traveller (PurchaseRequestCodec) for the session's organization; a consumer's for the partner whose link the url-ref-code header names when it sells through consumer links (an agency or a white label), else the default organization. Headers: x-csrf-token, Idempotency-Key, url-ref-code. 201, or 409 priceChanged / idempotencyKeyConflict, 402 cardDeclined, 513 activationFailed, 403 licenceMissing / licenceExpired / licenceNotAuthorized (an agent not licensed for tripInformation.provinceOfResidence), 400 referringAgentUnknown (referredBy)",
      },
    },
    async (request, reply) => {
      const service = deps.purchase;
      if (!service) return sendError(reply, 503, 'unavailable');
      const session = request.sessionState;
      if (!session) return sendError(reply, 401, 'unauthorized');
      if (session.user && !hasAll(session.user.claims, FEATURES.payment))
        return sendError(reply, 403, 'forbidden');
      const header = request.headers['idempotency-key'];
      const organizationCode = await saleOrganizationOf(deps, request);
      const r = await runEffect(
        service.purchase.createPolicy.execute(purchaseCallerOf(session, organizationCode), {
          idempotencyKey: typeof header === 'string' ? header : undefined,
          body: request.body,
        }),
      );
      // A replay answers what the key kept (a success or a refusal), marked as replayed.
      const { answer, replayed } = purchaseAnswerOf(r);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.get(
    '/api/payment/frame',
    {
      config: { access: PUBLIC },
      schema: { tags, summary: 'Where the card frame is served: embed `${frameOrigin}/?lang=en|fr`' },
    },
    async (_request, reply) =>
      deps.config.paymentFrameOrigin
        ? reply.send({ frameOrigin: deps.config.paymentFrameOrigin })
        : sendError(reply, 503, 'unavailable'),
  );

  app.post(
    '/api/policies/confirmation/resend',
    {
      config: { access: signedInWith(FEATURES.sendConfirmation) },
      schema: { tags, summary: 'Queues the confirmation e-mail again (a new delivery)' },
    },
    async (request, reply) => {
      const service = deps.purchase;
      if (!service) return sendError(reply, 503, 'unavailable');
      const body = decodeOr400(ResendConfirmationRequestCodec, request.body, reply, 'body');
      if (!body) return reply;
      // Only a policy of the caller's data scope; one outside it answers as a missing one.
      if (!(await inCallerScope(request, body.policyNumber))) return sendError(reply, 404, 'notFound');
      const queued = service.delivery.resendConfirmation
        .execute({ policyNumber: body.policyNumber, recipient: body.email ?? null })
        .pipe(Effect.map((m) => ({ deliveryId: m.id, status: m.status })));
      return answerEffect(reply, queued, RESEND_STATUSES, 202);
    },
  );

  app.get(
    '/api/policies/:policyNumber/confirmation/pdf',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary:
          'The confirmation PDF (lang header); the session that bought it, or POLICY_READ within the data scope',
      },
    },
    async (request, reply) => {
      const service = deps.purchase;
      if (!service) return sendError(reply, 503, 'unavailable');
      const params = decodeOr400(PolicyNumberParams, request.params, reply, 'params');
      if (!params) return reply;
      if (!(await mayReadPurchase(deps, service, request, params.policyNumber)))
        return sendError(reply, 404, 'notFound');
      return sendConfirmationPdf(reply, service, params.policyNumber, documentLanguageAsked(request));
    },
  );
};
