import { fc, test } from '@fast-check/vitest';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS, costError, limitedRules } from './graphql-limits';
import { graphqlSchema } from './graphql-schema';

/** The problems a document meets before execution: validation with the limits, then its cost. */
const problems = (query: string, variables?: Record<string, unknown>): string[] => {
  const document = parse(query);
  const invalid = validate(graphqlSchema, document, limitedRules).map((e) => e.message);
  if (invalid.length > 0) return invalid;
  const cost = costError(graphqlSchema, document, variables, undefined);
  return cost ? [cost.message] : [];
};

const aliases = (n: number, field = 'distinctTravelLocations(where: { search: "par" }) { iata }') =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('GraphQL limits before execution', () => {
  it('lets the apps’ own queries through (the deepest, the costliest, a search with variables)', () => {
    expect(
      problems(
        `query Needs($planClass: String!, $lang: Lang!) {
        needsAnalysisQuestionnaire(planClass: $planClass, lang: $lang) {
          planClass groups { group title questions { key order text options { value label } } } } }`,
        { planClass: 'SINGLE', lang: 'en' },
      ),
    ).toEqual([]);
    expect(problems('{ travelLocations { id iata name city state country countryName } }')).toEqual([]);
    expect(
      problems(
        'query L($where: LocationWhere, $limit: Int) { airportLocations(where: $where, limit: $limit) { iata } }',
        {
          where: { search: 'tor' },
          limit: 20,
        },
      ),
    ).toEqual([]);
    expect(problems('query P($lang: Lang!) { plans(lang: $lang) }', { lang: 'fr' })).toEqual([]);
  });

  test.prop([fc.integer({ min: 1, max: 200 })], { numRuns: 40 })(
    `takes at most ${GRAPHQL_LIMITS.aliases} aliases (180 held the event loop for 14.5 s)`,
    (n) => {
      expect(problems(aliases(n)).length === 0).toBe(n <= GRAPHQL_LIMITS.aliases);
    },
  );

  it('refuses deep introspection, which is recursive', () => {
    expect(
      problems('{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }'),
    ).not.toEqual([]);
    expect(problems('{ __schema { types { name } } }')).toEqual([]);
  });

  it('prices location lists by the rows they return, variables included: two full lists are too many', () => {
    expect(problems('{ travelLocations { iata } other: travelLocations { iata } }')).toEqual([
      expect.stringContaining(`at most ${GRAPHQL_LIMITS.cost}`),
    ]);
    const twoLists =
      'query Q($l: Int) { travelLocations(limit: $l) { iata } b: travelLocations(limit: $l) { iata } }';
    expect(problems(twoLists, { l: 100 })).toEqual([]);
    expect(problems(twoLists, { l: 1000 })).not.toEqual([]);
    expect(problems(twoLists, { l: 'many' })).not.toEqual([]);
  });
});
