import type { Language } from '@tripx/domain';
import { Either } from 'effect';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failureAnswer, runEffect, sendApiError, type Refuse } from '../answer-effect';
import { CONFIRMATION_PDF_STATUSES } from '../delivery.statuses';
import type { PurchaseHttpService } from '../purchase-service';

/** The language a caller asks the document in (`lang` header or query, EN/FR, any case); none: the policy's own. */
export const documentLanguageAsked = (request: FastifyRequest): Language | undefined => {
  const query = request.query as Record<string, unknown> | undefined;
  const raw = request.headers['lang'] ?? query?.['lang'];
  const lang = typeof raw === 'string' ? raw.toLowerCase() : undefined;
  return lang === 'fr' || lang === 'en' ? lang : undefined;
};

/**
 * Renders the confirmation of a policy the caller may read (checked before) and sends it as a PDF;
 * a failure is refused by `refuse` with the status of CONFIRMATION_PDF_STATUSES.
 */
export const sendConfirmationPdf = async (
  reply: FastifyReply,
  service: PurchaseHttpService,
  policyNumber: string,
  lang: Language | undefined,
  refuse: Refuse = sendApiError,
): Promise<FastifyReply> => {
  const r = await runEffect(
    service.delivery.renderConfirmation.execute({ policyNumber, ...(lang ? { lang } : {}) }),
  );
  if (Either.isLeft(r)) {
    const { status, body } = failureAnswer(r.left, CONFIRMATION_PDF_STATUSES);
    return refuse(reply, status, body);
  }
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${r.right.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(r.right.bytes));
};
