import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpDeps } from '../http-deps';
import { sendError } from '../http-errors';
import { PUBLIC, languageOf } from '../plugins/request-context';
import type { RatingContext } from '../rating-service';

const tags = ['quote'];

/** Who asks and when, from the session only (never from request headers). */
export const ratingContext = (deps: HttpDeps, request: FastifyRequest): RatingContext => {
  const user = request.sessionState?.user;
  return {
    now: deps.now(),
    lang: languageOf(request),
    organizationCode: request.sessionState?.organizationCode ?? null,
    claims: user?.claims ?? [],
    seller: { profileRef: user?.profileRef ?? null, userType: user?.userType ?? null },
  };
};

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
          summary:
            call === 'quote'
              ? 'Premiums per traveller and plan. A signed-in agent without a current authorized licence for tripInformation.provinceOfResidence: 403 licenceMissing / licenceExpired / licenceNotAuthorized'
              : 'Recommended plans per traveller',
        },
      },
      async (request, reply) => {
        const rating = deps.rating;
        if (!rating) return sendError(reply, 503, 'unavailable');
        const r = await rating[call](request.body, ratingContext(deps, request));
        return reply.code(r.status).send(r.body);
      },
    );
};
