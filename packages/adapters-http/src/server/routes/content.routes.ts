import { ContentRequest, OrgContractQuery } from '@tripx/application';
import { Effect } from 'effect';
import type { FastifyInstance } from 'fastify';
import { CONTENT_STATUSES } from '../content.statuses';
import type { HttpDeps } from '../http-deps';
import { sendError } from '../http-errors';
import { decodeOr400 } from '../decode';
import { PUBLIC, refCodeOf } from '../plugins/request-context';
import { answerEffect } from '../answer-effect';
import { RATING_STATUSES } from '../rating.statuses';
import { planContents } from '../rating-service';

const tags = ['content and product'];

/** Spec 7.2: organization content, the organization's product contract, the medical questionnaire. */
export const contentRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  app.post(
    '/api/distribution/content',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Content of an organization (banner, footer, navigation, consents) in EN or FR',
      },
    },
    async (request, reply) => {
      const body = decodeOr400(ContentRequest, request.body, reply, 'body');
      if (!body) return reply;
      const content = deps.content.getContent.execute({
        lang: body.lang,
        ...(body.salesChannel ? { salesChannel: body.salesChannel } : {}),
        hint: {
          requested: body.organizationCode ?? null,
          refCode: refCodeOf(request),
          session: request.sessionState?.organizationCode ?? null,
        },
      });
      return answerEffect(reply, content, CONTENT_STATUSES);
    },
  );

  app.get(
    '/api/product/orgContract',
    {
      config: { access: PUBLIC },
      schema: { tags, summary: 'Products of an organization contract at an effective date' },
    },
    async (request, reply) => {
      const q = decodeOr400(OrgContractQuery, request.query, reply, 'query');
      if (!q) return reply;
      const org = deps.content.resolveOrganization.execute({
        requested: q.organizationCode ?? null,
        refCode: refCodeOf(request),
        session: request.sessionState?.organizationCode ?? null,
      });
      const contract = Effect.flatMap(org, (o) =>
        Effect.map(
          Effect.promise(() => planContents(deps.rating, q.language)),
          (products) => ({
            organizationCode: o.code,
            salesChannel: q.salesChannel ?? o.salesChannel,
            language: q.language,
            effectiveDate: q.effectiveDate ?? null,
            category: o.category,
            products,
          }),
        ),
      );
      return answerEffect(reply, contract, CONTENT_STATUSES);
    },
  );

  app.get(
    '/api/product/medicalQuestionaire',
    {
      config: { access: PUBLIC },
      schema: { tags, summary: 'Medical questionnaire of a plan class (spec 7.2)' },
    },
    async (request, reply) => {
      if (!deps.rating) return sendError(reply, 503, 'unavailable');
      return answerEffect(reply, deps.rating.medicalQuestionnaire.execute(request.query), RATING_STATUSES);
    },
  );
};
