import { bookingConfirmationOf } from '@tripx/application';
import { FEATURES, hasAll } from '@tripx/domain';
import { Effect, Either } from 'effect';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerEffect, runEffect } from '../answer-effect';
import { CONFIRMATION_PDF_STATUSES } from '../delivery.statuses';
import type { HttpDeps } from '../http-deps';
import { sendError } from '../http-errors';
import { actor } from '../plugins/request-context';
import { confirmationPdfPath } from '../purchase-answers';
import type { PurchaseHttpService } from '../purchase-service';

/**
 * Who may read a purchase's confirmation and documents: the session that bought it, or a signed-in
 * user with POLICY_READ within their data scope. Anyone else is answered as if there were no such
 * policy, so that policy numbers cannot be probed.
 */
export const mayReadPurchase = async (
  deps: HttpDeps,
  service: PurchaseHttpService,
  request: FastifyRequest,
  policyNumber: string,
): Promise<boolean> => {
  const session = request.sessionState;
  if (!session) return false;
  if (await Effect.runPromise(service.purchase.ownsPolicy.execute(session.key, policyNumber))) return true;
  return (
    session.user !== undefined &&
    hasAll(session.user.claims, FEATURES.viewPolicies) &&
    Either.isRight(await runEffect(deps.policy.get.execute(actor(request), policyNumber)))
  );
};

/**
 * GET /api/policies/{policyNumber} with `associated-policy`: every policy of the purchase as the
 * confirmation shows it (BookingConfirmationCodec), to a caller `mayReadPurchase` admits. No purchase
 * is ever a quote (a saved quote is a lead, read by its own session at GET /sync-quote or reopened by
 * its signed link): `status=QUOTE` finds nothing.
 */
export const sendBookingConfirmation = async (
  deps: HttpDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  read: { readonly policyNumber: string; readonly status?: string },
): Promise<FastifyReply> => {
  const service = deps.purchase;
  if (!service) return sendError(reply, 503, 'unavailable');
  if (read.status === 'QUOTE' || !(await mayReadPurchase(deps, service, request, read.policyNumber)))
    return sendError(reply, 404, 'notFound');
  const confirmation = service.delivery.readConfirmation
    .execute(read.policyNumber)
    .pipe(Effect.map((view) => bookingConfirmationOf(view, confirmationPdfPath)));
  return answerEffect(
    reply.header('cache-control', 'private, no-store'),
    confirmation,
    CONFIRMATION_PDF_STATUSES,
  );
};
