import * as t from 'io-ts';
import { OrganizationNodeCodec } from '../distribution/distribution.answers.contract';
import { PlanContentCodec } from '../rating/contracts/plan-content.contract';
import { LangCodec } from './codecs';

/*
 * Answers of the calls no app service decodes (health, sign-out, the card frame, leads, GraphQL…),
 * so that the API document states every answer from a codec, as the apps' services do theirs.
 */

export const HealthResponse = t.type({ status: t.keyof({ ok: null, ready: null }) });
export const OkResponse = t.type({ ok: t.literal(true) });
/** POST /logout: where the browser goes next (the issuer's end-session page or the app). */
export const SignedOutResponse = t.type({ ok: t.literal(true), redirectUrl: t.string });
export const OrganizationSwitchedResponse = t.type({ organizationCode: t.string });
export const PaymentFrameResponse = t.type({ frameOrigin: t.string });
export const SyncQuoteResponse = t.type({ ok: t.literal(true), synced: t.boolean });
export const OwnOrganizationsResponse = t.array(
  t.intersection([OrganizationNodeCodec, t.type({ default: t.boolean })]),
);

/** GET /api/product/orgContract: the organization's contract and the plans it sells. */
export const OrgContractResponse = t.type({
  organizationCode: t.string,
  salesChannel: t.string,
  language: LangCodec,
  effectiveDate: t.union([t.string, t.null]),
  category: t.string,
  products: t.array(PlanContentCodec),
});

const GraphqlLocation = t.type({ line: t.number, column: t.number });
/** GraphQL's errors: beside `data`, or beside the API's error body when the query is refused. */
export const GraphqlErrors = t.partial({
  errors: t.array(
    t.intersection([
      t.type({ message: t.string }),
      t.partial({ path: t.array(t.union([t.string, t.number])), locations: t.array(GraphqlLocation) }),
    ]),
  ),
});
/** POST /graphql: GraphQL's own answer (errors carry no resolver's message). */
export const GraphqlResponse = t.intersection([
  t.type({ data: t.union([t.UnknownRecord, t.null]) }),
  GraphqlErrors,
]);
