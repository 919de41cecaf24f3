import type { QuoteCaller } from '@tripx/application';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerEffect } from '../answer-effect';
import type { HttpDeps } from '../http-deps';
import { sendError } from '../http-errors';
import { PUBLIC } from '../plugins/request-context';
import { responseSchemas } from '../plugins/route-contracts';
import { RATING_STATUSES } from '../rating.statuses';

const tags = ['quote'];

/** Who asks, from the session only (never from the body or request headers). */
const callerOf = (request: FastifyRequest): QuoteCaller => {
  const user = request.sessionState?.user;
  return {
    organizationCode: request.sessionState?.organizationCode ?? null,
    seller: { profileRef: user?.profileRef ?? null, userType: user?.userType ?? null },
  };
};

/** Spec 7.3: quote and recommendation, answered by application/rating through deps.rating. */
export const ratingRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  for (const [path, call] of [
    ['/api/quote', 'quote'],
    ['/api/recommendation', 'recommend'],
  ] as const) {
    const response = responseSchemas('POST', path);
    app.post(
      path,
      {
        config: { access: PUBLIC },
        schema: {
          ...(response ? { response } : {}),
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
        return call === 'quote'
          ? answerEffect(reply, rating.quote.execute(request.body, callerOf(request)), RATING_STATUSES)
          : answerEffect(reply, rating.recommend.execute(request.body), RATING_STATUSES);
      },
    );
  }
};
