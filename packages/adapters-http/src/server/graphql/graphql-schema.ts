import { Effect } from 'effect';
import { GraphQLError, buildSchema, type GraphQLSchema } from 'graphql';
import type { HttpDeps } from '../http-deps';
import { needsAnalysisOf, planContents } from '../rating-service';

/**
 * The GraphQL queries of spec 7.2. Every field is flat (no recursion), but a short document can
 * still repeat a costly field under aliases: graphql-limits.ts bounds aliases, depth and cost.
 */
const SDL = /* GraphQL */ `
  enum Lang {
    en
    fr
  }
  scalar JSON

  type TravelLocation {
    id: Int!
    iata: String!
    name: String!
    city: String!
    state: String!
    country: String!
    countryName: String!
  }

  "Case-insensitive prefix on iata, name, city, state or country; outsideCanada true = every country but CA, false = CA."
  input LocationWhere {
    search: String
    outsideCanada: Boolean
    country: String
  }

  type AnswerOption {
    value: String!
    label: String!
  }
  type NeedsAnalysisQuestion {
    key: String!
    order: Int!
    text: String!
    options: [AnswerOption!]!
  }
  type NeedsAnalysisGroup {
    group: String!
    title: String!
    questions: [NeedsAnalysisQuestion!]!
  }
  type NeedsAnalysisQuestionnaire {
    planClass: String!
    effectiveDate: String
    lang: Lang!
    groups: [NeedsAnalysisGroup!]!
  }

  input PlanWhere {
    codes: [String!]
  }

  type Query {
    "The full list the purchase app caches (at most 1000)."
    travelLocations(where: LocationWhere, limit: Int = 1000, lang: Lang = en): [TravelLocation!]!
    "The destination autosuggest: countries (iata empty, negative id) and one row per IATA code, at most 20."
    distinctTravelLocations(
      where: LocationWhere
      limit: Int = 20
      groupBy: String = "iata"
      lang: Lang = en
    ): [TravelLocation!]!
    "Departure-city search among airports (same matching as distinctTravelLocations)."
    airportLocations(where: LocationWhere, limit: Int = 20, lang: Lang = en): [TravelLocation!]!
    needsAnalysisQuestionnaire(
      planClass: String!
      effectiveDate: String
      lang: Lang!
    ): NeedsAnalysisQuestionnaire!
    plans(lang: Lang!, where: PlanWhere): [JSON!]!
    orgContractProductConfigurations(
      effectiveDate: String
      salesChannel: String
      lang: Lang!
      organizationCode: String
    ): JSON!
  }
`;

export const graphqlSchema: GraphQLSchema = buildSchema(SDL);

interface Where {
  readonly search?: string | null;
  readonly outsideCanada?: boolean | null;
  readonly country?: string | null;
}
type Lang = 'en' | 'fr';

export interface GraphqlContext {
  readonly organizationCode: string | null;
}

/** Resolvers as a root value: each reads through the application's use cases. */
export const graphqlRoot = (deps: HttpDeps) => ({
  travelLocations: (a: { where?: Where | null; limit?: number | null; lang?: Lang | null }) =>
    Effect.runPromise(
      deps.locations.travelLocations.list({
        prefix: a.where?.search ?? null,
        outsideCanada: a.where?.outsideCanada ?? null,
        limit: a.limit ?? null,
        language: a.lang ?? 'en',
      }),
    ),
  distinctTravelLocations: (a: { where?: Where | null; limit?: number | null; lang?: Lang | null }) =>
    Effect.runPromise(
      deps.locations.travelLocations.search({
        prefix: a.where?.search ?? null,
        outsideCanada: a.where?.outsideCanada ?? null,
        country: a.where?.country ?? null,
        limit: a.limit ?? null,
        language: a.lang ?? 'en',
        // A destination may be a whole country (no IATA code); a departure is an airport.
        countries: true,
      }),
    ),
  airportLocations: (a: { where?: Where | null; limit?: number | null; lang?: Lang | null }) =>
    Effect.runPromise(
      deps.locations.travelLocations.search({
        prefix: a.where?.search ?? null,
        outsideCanada: a.where?.outsideCanada ?? null,
        country: a.where?.country ?? null,
        limit: a.limit ?? null,
        language: a.lang ?? 'en',
      }),
    ),
  needsAnalysisQuestionnaire: async (a: { planClass: string; effectiveDate?: string | null; lang: Lang }) => {
    // The questionnaire belongs to the rating catalogue (its answers drive the recommendation).
    const view = await needsAnalysisOf(deps.rating, a.lang);
    if (!view) throw new GraphQLError('The needs-analysis questionnaire is not available.');
    return {
      planClass: a.planClass,
      effectiveDate: a.effectiveDate ?? null,
      lang: a.lang,
      groups: view.groups,
    };
  },
  plans: async (a: { lang: Lang; where?: { codes?: readonly string[] | null } | null }) =>
    planContents(deps.rating, a.lang, a.where?.codes ?? undefined),
  orgContractProductConfigurations: async (
    a: {
      effectiveDate?: string | null;
      salesChannel?: string | null;
      lang: Lang;
      organizationCode?: string | null;
    },
    context: GraphqlContext,
  ) => {
    const code = a.organizationCode ?? context.organizationCode;
    const org = code
      ? await deps.read.organizations.findByCode(code)
      : await deps.read.organizations.findDefault();
    const products = await planContents(deps.rating, a.lang);
    return {
      organizationCode: org?.code ?? null,
      salesChannel: a.salesChannel ?? org?.salesChannel ?? null,
      effectiveDate: a.effectiveDate ?? null,
      category: org?.category ?? null,
      productConfigurations: products,
    };
  },
});
