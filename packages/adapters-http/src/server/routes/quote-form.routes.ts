import { LeadRequest, SyncQuoteRequest, recordLead, syncQuoteForm } from '@tripx/application';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http-deps';
import { decodeOr400 } from '../decode';
import { sendError } from '../http-errors';
import { PUBLIC, actor, sensitiveLimit } from '../plugins/request-context';

/** Spec 7.3: the quote form kept with the session, and remerchandise leads. */
export const quoteFormRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
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
      const r = await deps.inTransaction((repos) =>
        syncQuoteForm(repos.quoteForms, actor(request), session.token, body),
      );
      return reply.send(r);
    },
  );

  app.post(
    '/api/policies/lead',
    {
      config: { access: PUBLIC, rateLimit: sensitiveLimit(deps) },
      schema: { tags: ['quote'], summary: 'Remerchandise lead: who to remind about which trip' },
    },
    async (request, reply) => {
      const body = decodeOr400(LeadRequest, request.body, reply, 'body');
      if (!body) return reply;
      const session = request.sessionState;
      const lead = await deps.inTransaction((repos) =>
        recordLead(
          repos.quoteForms,
          deps.newId,
          { sessionToken: session?.token ?? null, organizationCode: session?.organizationCode ?? null },
          body,
        ),
      );
      // Remerchandise: the saved quote goes out by e-mail (outbox) with a link that reopens it.
      const reopenUrl = await deps.purchase?.savedQuote({
        id: lead.id,
        email: body.email,
        firstName: body.firstName ?? null,
        tripStartDate: body.tripStartDate ?? null,
        language: body.language,
      });
      return reply.code(201).send(reopenUrl ? { id: lead.id, reopenUrl } : { id: lead.id });
    },
  );
};
