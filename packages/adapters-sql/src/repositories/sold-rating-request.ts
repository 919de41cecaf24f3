import { decodeSoldRequest, type RatingContext } from '@tripx/application';

/** The columns of a booking the re-rater's context is read from. */
export interface SoldRows {
  readonly group: {
    readonly rating_request: unknown;
    readonly language: string;
    readonly traveller_category: string;
    readonly traveller_type: string;
    readonly application_date: string;
    readonly trip: Readonly<Record<string, unknown>>;
  };
  readonly policies: readonly {
    readonly policyNumber: string;
    readonly referenceNumber: number;
    /** Null when unknown (migration 012): the traveller is then rated at the stored age. */
    readonly dateOfBirth: string | null;
    readonly age: number;
    readonly planCode: string;
    readonly plan: Readonly<Record<string, unknown>>;
  }[];
  readonly dependents: readonly {
    readonly referenceNumber: number;
    readonly dateOfBirth: string | null;
    readonly tripCostCents: number | null;
  }[];
}

/** The plan snapshot of a purchase keeps the chosen options flat; the quote wants them as tripPreference. */
const tripPreferenceOf = (plan: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const pick = (k: string) => (typeof plan[k] === 'number' ? { [k]: plan[k] } : {});
  return {
    ...pick('coverageAmount'),
    ...pick('deductible'),
    ...pick('daysPerTrip'),
    ...(typeof plan['tripCost'] === 'number' ? { tripCostCents: plan['tripCost'] } : {}),
  };
};

/**
 * A group written before migration 008 has no rating request: it is rebuilt from the columns. Its
 * employee type and medical answers were never stored, so such a policy re-rates without them.
 * A traveller without a date of birth is rated at the age stored at purchase; a dependent without
 * one is left out (an endorsement rates the dependents it sends, and refuses an undated one).
 */
const rebuiltRequest = (rows: SoldRows): unknown => ({
  language: rows.group.language,
  travellerCategory: rows.group.traveller_category,
  travellerType: rows.group.traveller_type,
  applicationDate: rows.group.application_date,
  tripInformation: rows.group.trip,
  paxes: rows.policies.map((p) => ({
    referenceNumber: p.referenceNumber,
    ...(p.dateOfBirth === null ? { age: p.age } : { dateOfBirth: p.dateOfBirth }),
    plans: [{ code: p.planCode, tripPreference: tripPreferenceOf(p.plan) }],
  })),
  dependents: rows.dependents.flatMap((d) =>
    d.dateOfBirth === null
      ? []
      : [
          {
            referenceNumber: d.referenceNumber,
            dateOfBirth: d.dateOfBirth,
            ...(d.tripCostCents !== null ? { tripCostCents: d.tripCostCents } : {}),
          },
        ],
  ),
});

const parsed = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The re-rater's context of a booking: its stored rating request (or one rebuilt from an older
 * row), decoded like any input; undefined when neither decodes, so the endorsement is refused.
 */
export const soldRatingContext = (rows: SoldRows): RatingContext | undefined => {
  const stored = rows.group.rating_request;
  const request = decodeSoldRequest(stored === null ? rebuiltRequest(rows) : parsed(stored));
  return request
    ? {
        request,
        paxes: rows.policies.map((p) => ({
          policyNumber: p.policyNumber,
          referenceNumber: p.referenceNumber,
        })),
      }
    : undefined;
};
