import * as t from 'io-ts';
import { CalendarDateCodec, LangCodec, Text, boundedString, literalUnion } from './codecs';

const SalesChannel = literalUnion(['b2b', 'b2c'] as const, 'SalesChannel');
const OrgCode = boundedString(40, 'OrganizationCode');

/** POST /api/distribution/content (spec 7.2). The organization defaults to the session's or CM. */
export const ContentRequest = t.intersection([
  t.type({ lang: LangCodec }),
  t.partial({ organizationCode: OrgCode, salesChannel: SalesChannel }),
]);
export type ContentRequest = t.TypeOf<typeof ContentRequest>;

/** GET /api/product/orgContract. */
export const OrgContractQuery = t.intersection([
  t.type({ language: LangCodec }),
  t.partial({ organizationCode: OrgCode, effectiveDate: CalendarDateCodec, salesChannel: SalesChannel }),
]);
export type OrgContractQuery = t.TypeOf<typeof OrgContractQuery>;

/** GET /tms/translationspaces/{space}/translations/{name}?lang= */
export const TranslationParams = t.type({
  space: boundedString(60, 'TranslationSpace'),
  name: boundedString(60, 'TranslationName'),
});
export const TranslationQuery = t.partial({ lang: LangCodec });

export const TranslationResponse = t.array(
  t.type({ language: t.string, labels: t.record(t.string, t.string) }),
);
export type TranslationResponse = t.TypeOf<typeof TranslationResponse>;

/** POST /graphql: a query document, optional variables and operation name. */
export const GraphqlRequest = t.intersection([
  t.type({ query: boundedString(20_000, 'GraphqlQuery') }),
  t.partial({
    variables: t.union([t.record(t.string, t.unknown), t.null]),
    operationName: t.union([Text, t.null]),
  }),
]);
export type GraphqlRequest = t.TypeOf<typeof GraphqlRequest>;
