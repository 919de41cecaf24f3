import type { TravellerReasons } from '../../plans/plan-offers';

type Translate = (key: string, options: Record<string, unknown>) => string;

/** One line per traveller and reason: "Traveller 2 (age 86): The traveller is older than this plan allows." */
export const refusalLines = (t: Translate, why: readonly TravellerReasons[]): string[] =>
  why.flatMap((w) =>
    w.reasons.map((r) =>
      t('travellerReason', {
        ns: 'web.plans',
        n: w.paxId,
        age: w.age,
        reason: t(r, { ns: 'errors.rating' }),
      }),
    ),
  );
