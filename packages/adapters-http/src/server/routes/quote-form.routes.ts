import { LeadRequest, ResumeQuoteRequest, SyncQuoteRequest } from '@tripx/application';
import { Effect } from 'effect';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerEffect } from '../answer-effect';
import type { HttpDeps } from '../http-deps';
import { decodeOr400 } from '../decode';
import { sendError } from '../http-errors';
import { saleOrganizationOf } from '../purchase-caller';
import { PUBLIC, actor, ensureSession, sensitiveLimit } from '../plugins/request-context';
import { QUOTE_FORMS_STATUSES } from '../quote-forms.statuses';
import { savedQuote } from '../saved-quote';

/** The recipient a lead e-mails, as one key whatever its case; a body without one counts by address. */
const recipientKey = (request: FastifyRequest): string => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `lead-to:${email.trim().toLowerCase()}` : `lead-from:${request.ip}`;
};

/**
 * Spec 7.3: the quote in progress kept with the session and read back by that session only (its
 * cookie is the key: no id from the browser), remerchandise leads ("Save my quote") and their
 * resume links.
 */
export const quoteFormRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  // Per client address (the route's rateLimit) and per recipient: nobody can turn the lead form
  // into a mailer aimed at one inbox from many addresses.
  const perRecipient = app.createRateLimit({
    max: deps.config.leadsPerRecipientPerHour,
    timeWindow: 3_600_000,
    keyGenerator: recipientKey,
  });

  app.post(
    '/sync-quote',
    {
      config: { access: PUBLIC },
      schema: { tags: ['quote'], summary: 'Keeps the quote form and payload with the session' },
    },
    async (request, reply) => {
      const body = decodeOr400(SyncQuoteRequest, request.body, reply, 'body');
      if (!body) return reply;
      const session = request.sessionState;
      if (!session) return sendError(reply, 401, 'unauthorized');
      const r = await Effect.runPromise(
        deps.quoteForms.syncQuoteForm.execute(actor(request), session.token, body),
      );
      return reply.send(r);
    },
  );

  app.get(
    '/sync-quote',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['quote'],
        summary:
          "Reads back the session's quote in progress, and the purchase that bought it (`purchased`, once bought: every step then shows its confirmation)",
      },
    },
    async (request, reply) => {
      const session = request.sessionState;
      const quote = session
        ? await Effect.runPromise(deps.quoteForms.readQuoteForm.execute(session.token))
        : null;
      const purchase =
        session && deps.purchase
          ? await Effect.runPromise(
              deps.purchase.purchase.quotePurchase.execute(session.key, quote?.changedAt ?? null),
            )
          : undefined;
      return reply.header('cache-control', 'no-store').send({
        quote: quote && {
          form: quote.form,
          payload: quote.payload,
          progress: quote.progress,
          email: quote.email,
        },
        purchased: purchase ? { policyNumber: purchase.policyNumber } : null,
      });
    },
  );

  app.post(
    '/api/policies/lead',
    {
      config: { access: PUBLIC, rateLimit: sensitiveLimit(deps) },
      schema: { tags: ['quote'], summary: 'Remerchandise lead: who to remind about which trip' },
      preHandler: async (request, reply) => {
        const limit = await perRecipient(request);
        if (!limit.isAllowed && limit.isExceeded)
          return sendError(reply, 429, 'tooManyRequests', [{ path: 'body.email', code: 'tooManyRequests' }]);
      },
    },
    async (request, reply) => {
      const body = decodeOr400(LeadRequest, request.body, reply, 'body');
      if (!body) return reply;
      // Filed under the organization a sale would be (a partner's link, a signed-in user's session).
      const context = {
        sessionToken: request.sessionState?.token ?? null,
        organizationCode: await saleOrganizationOf(deps, request),
      };
      const { lead, resumeToken } = await Effect.runPromise(
        deps.quoteForms.recordLead.execute(context, body),
      );
      // Remerchandise: the saved quote goes out by e-mail (outbox) with a link that reopens it.
      const reopenUrl = await savedQuote(deps, lead, resumeToken);
      const answer = { id: lead.id, expiresAt: lead.expiresAt };
      return reply.code(201).send(reopenUrl ? { ...answer, reopenUrl } : answer);
    },
  );

  app.post(
    '/api/policies/lead/resume',
    {
      config: { access: PUBLIC, rateLimit: sensitiveLimit(deps) },
      schema: {
        tags: ['quote'],
        summary: 'Reopens a saved quote from its signed link, priced at today’s rates',
      },
    },
    async (request, reply) => {
      const body = decodeOr400(ResumeQuoteRequest, request.body, reply, 'body');
      if (!body) return reply;
      const session = await ensureSession(deps, request, reply);
      return answerEffect(
        reply.header('cache-control', 'no-store'),
        deps.quoteForms.resumeSavedQuote.execute(body.token, session.token),
        QUOTE_FORMS_STATUSES,
      );
    },
  );
};
