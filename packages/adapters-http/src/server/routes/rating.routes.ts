import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http-deps';
import { sendError } from '../http-errors';
import { PUBLIC, languageOf } from '../plugins/request-context';

const tags = ['quote'];

/** Spec 7.3: quote and recommendation, answered by application/rating through deps.rating. */
export const ratingRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  for (const [path, call] of [
    ['/api/quote', 'quote'],
    ['/api/recommendation', 'recommendation'],
  ] as const)
    app.post(
      path,
      {
        config: { access: PUBLIC },
        schema: {
          tags,
          summary: call === 'quote' ? 'Premiums per traveller and plan' : 'Recommended plans per traveller',
        },
      },
      async (request, reply) => {
        const rating = deps.rating;
        if (!rating) return sendError(reply, 503, 'unavailable');
        const context = {
          now: deps.now(),
          lang: languageOf(request),
          organizationCode: request.sessionState?.organizationCode ?? null,
          claims: request.sessionState?.user?.claims ?? [],
        };
        const r = await rating[call](request.body, context);
        return reply.code(r.status).send(r.body);
      },
    );
};
