import { PREMIUM_DISPLAYS, type PremiumDisplay } from '@tripx/domain';
import * as t from 'io-ts';
import type { TravelLocation } from '../locations/travel-location.repository.port';
import { LangCodec } from './codecs';

/*
 * Codecs of the answers the apps' services decode: an organization's content, a travel location and
 * the needs-analysis questionnaire (they mirror ContentView and the GraphQL SDL).
 */

const SalesChannel = t.keyof({ b2b: null, b2c: null });

/** How an organization's premiums are shown (domain `organizationDisplay`). */
export const PremiumDisplayCodec = t.keyof(
  Object.fromEntries(PREMIUM_DISPLAYS.map((d) => [d, null])) as Record<PremiumDisplay, null>,
);

/** An organization's content as the apps read it (application's ContentView). */
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
    /** What the category shows (domain `organizationDisplay`): the apps follow it, never the category. */
    display: t.type({
      category: t.string,
      showsLogo: t.boolean,
      logoFile: t.union([t.string, t.null]),
      premiumDisplay: PremiumDisplayCodec,
    }),
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

/** A row of the travel-location searches (spec 3 "Travel location"). */
export const TravelLocationCodec: t.Type<TravelLocation, unknown, unknown> = t.type({
  id: t.number,
  iata: t.string,
  name: t.string,
  city: t.string,
  state: t.string,
  country: t.string,
  countryName: t.string,
});

const AnswerOption = t.type({ value: t.string, label: t.string });

/** The needs-analysis questionnaire of a plan class (spec 3 "Needs-analysis answers" groups). */
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
