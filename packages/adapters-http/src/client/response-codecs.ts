import { LangCodec } from '@tripx/application';
import * as t from 'io-ts';

/*
 * Codecs of answers that application's contracts type but do not decode yet (content, GraphQL
 * locations, the needs-analysis questionnaire). They mirror ContentView and the GraphQL SDL; they belong
 * next to the other contracts in application and can move there as they are.
 */

const SalesChannel = t.keyof({ b2b: null, b2c: null });

/** POST /api/distribution/content: application's ContentView. */
export const ContentViewCodec = t.type({
  organization: t.type({
    code: t.string,
    organizationName: t.string,
    organizationNameInFrench: t.string,
    salesChannel: SalesChannel,
    category: t.string,
    language: LangCodec,
    whiteLabel: t.union([t.null, t.type({ referenceId: t.string, logoFile: t.union([t.string, t.null]) })]),
    contacts: t.array(t.type({ contactType: t.string })),
  }),
  contract: t.type({
    content: t.record(t.string, t.string),
    contentRoot: t.union([t.string, t.null]),
    whiteLabelRoot: t.union([t.string, t.null]),
  }),
  lang: LangCodec,
  salesChannel: SalesChannel,
});
export type ContentViewResponse = t.TypeOf<typeof ContentViewCodec>;

/** A row of the GraphQL travel-location queries (spec 3 "Travel location"). */
export const TravelLocationCodec = t.type({
  id: t.number,
  iata: t.string,
  name: t.string,
  city: t.string,
  state: t.string,
  country: t.string,
  countryName: t.string,
});
export type TravelLocation = t.TypeOf<typeof TravelLocationCodec>;

const AnswerOption = t.type({ value: t.string, label: t.string });

/** GraphQL needsAnalysisQuestionnaire (spec 3 "Needs-analysis answers" groups). */
export const NeedsAnalysisQuestionnaireCodec = t.type({
  planClass: t.string,
  groups: t.array(
    t.type({
      group: t.string,
      title: t.string,
      questions: t.array(
        t.type({ key: t.string, order: t.number, text: t.string, options: t.array(AnswerOption) }),
      ),
    }),
  ),
});
export type NeedsAnalysisQuestionnaire = t.TypeOf<typeof NeedsAnalysisQuestionnaireCodec>;

/** A GraphQL answer: `data` with the query's fields, or `errors`. */
export const graphqlData = <C extends t.Mixed>(data: C) => t.type({ data });
