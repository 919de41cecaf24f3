import { namesOrganization, type QuoteCaller } from '@tripx/application';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerEffectNow } from '../answer-effect';
import type { HttpDeps } from '../http-deps';
import { sendError } from '../http-errors';
import { apiLimit, PUBLIC } from '../plugins/request-context';
import { saleOrganizationOf } from '../purchase-caller';
import { responseSchemas } from '../plugins/route-contracts';
import { RATING_STATUSES } from '../rating.statuses';

const tags = ['quote'];

/** Who asks, from the session (never from the body); a consumer's organization is their link's, below. */
const callerOf = (request: FastifyRequest): QuoteCaller => {
  const user = request.sessionState?.user;
  return {
    organizationCode: request.sessionState?.organizationCode ?? null,
    seller: { profileRef: user?.profileRef ?? null, userType: user?.userType ?? null },
  };
};

/** Said of the three: who may ask is the quote's rule (callerRefusal). */
const CALLER =
  "A signed-in agent without a current authorized licence for tripInformation.provinceOfResidence: 403 licenceMissing / licenceExpired / licenceNotAuthorized; a body naming another organization than the session's (a consumer's: the partner whose link the url-ref-code header names, when it sells through consumer links, else the default): 403 organizationMismatch";

const SUMMARIES = {
  quote: `Premiums per traveller and plan. ${CALLER}`,
  recommend: `Recommended plans per traveller. ${CALLER}`,
  eligibility: `What these travellers may buy on this trip, before a price: per traveller, each plan (every plan of the category when a traveller lists none) eligible, waiting for the medical questionnaire or not and why, and each coverage amount, deductible, days per trip and add-on offered or why not. ${CALLER}`,
} as const;

/** Spec 7.3: quote, recommendation and eligibility, answered by application/rating through deps.rating. */
export const ratingRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  for (const [path, call] of [
    ['/api/quote', 'quote'],
    ['/api/recommendation', 'recommend'],
    ['/api/eligibility', 'eligibility'],
  ] as const) {
    const response = responseSchemas('POST', path);
    app.post(
      path,
      {
        // Eligibility prices every choice of every plan (up to ~31 pricings per traveller): limited
        // like the other costly public routes.
        config: call === 'eligibility' ? { access: PUBLIC, rateLimit: apiLimit(deps) } : { access: PUBLIC },
        schema: {
          ...(response ? { response } : {}),
          tags,
          summary: SUMMARIES[call],
        },
      },
      // Not `async`: a quote priced on this stack is answered before the handler returns, with no
      // promise for Fastify to follow (answerEffectNow returns undefined once it has answered).
      (request, reply) => {
        const rating = deps.rating;
        if (!rating) {
          sendError(reply, 503, 'unavailable');
          return undefined;
        }
        // The same caller for the three: the organization and licence refusals are the quote's.
        const answer = (caller: QuoteCaller) => {
          if (call === 'quote')
            return answerEffectNow(reply, rating.quote.execute(request.body, caller), RATING_STATUSES);
          return call === 'recommend'
            ? answerEffectNow(reply, rating.recommend.execute(request.body, caller), RATING_STATUSES)
            : answerEffectNow(reply, rating.eligibility.execute(request.body, caller), RATING_STATUSES);
        };
        const caller = callerOf(request);
        // The organization only refuses a body naming another one (prices are the same for all), so
        // a consumer's is read from their link (a database read, as the purchase does) only when the
        // body names one; otherwise the quote stays synchronous. A signed-in user's is the session's.
        if (request.sessionState?.user || !namesOrganization(request.body)) return answer(caller);
        return saleOrganizationOf(deps, request).then((organizationCode) =>
          answer({ ...caller, organizationCode }),
        );
      },
    );
  }
};
