import type { EndorsementFormView } from '@tripx/application';
import { isCalendarDate, parseCalendarDate, type EndorsementSnapshot } from '@tripx/domain';

export const TRIP_FIELDS = ['startDate', 'endDate', 'departureLocation', 'destinations'] as const;
export type TripField = (typeof TRIP_FIELDS)[number];
export const DEPENDENT_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'relationship'] as const;
export type DependentField = (typeof DEPENDENT_FIELDS)[number];

export interface DependentDraft extends Record<DependentField, string> {
  readonly referenceNumber: number;
  /** Whole dollars, kept as read (not edited here). */
  readonly tripCost?: number;
}

/** What the edit tab's fields hold: text as typed, turned into a snapshot only when valid. */
export interface EndorsementDraft {
  trip: Record<TripField, string>;
  /** Per traveller policy: its riders and optional benefits, codes separated by commas. */
  benefits: Record<string, string>;
  dependents: DependentDraft[];
}

type Snapshot = EndorsementFormView['snapshot'];

/** "A, b,,c " → ['A', 'b', 'c']. */
export const listOf = (text: string): string[] =>
  text
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The fields of a policy as read, or of one merged with another editor's (issue 17). */
export const draftOf = (s: Snapshot | EndorsementSnapshot): EndorsementDraft => ({
  trip: {
    startDate: s.startDate,
    endDate: s.endDate,
    departureLocation: s.departureLocation,
    destinations: s.destinations.join(', '),
  },
  benefits: Object.fromEntries(s.paxes.map((p) => [p.policyNumber, p.optionalBenefits.join(', ')])),
  dependents: s.dependents.map((d) => ({
    referenceNumber: d.referenceNumber,
    firstName: text(d['firstName']),
    lastName: text(d['lastName']),
    dateOfBirth: text(d['dateOfBirth']),
    relationship: text(d['relationship']),
    ...(typeof d['tripCost'] === 'number' ? { tripCost: d['tripCost'] } : {}),
  })),
});

/** A new dependent's reference number: after the travellers and every dependent there is. */
export const nextReference = (s: Snapshot, draft: EndorsementDraft): number =>
  Math.max(s.paxes.length, ...draft.dependents.map((d) => d.referenceNumber)) + 1;

/**
 * The fields that cannot be sent: dates not YYYY-MM-DD, a return before departure, blanks; a policy
 * sold without a departure city (seeded ones) may keep none, one that had a city may not lose it.
 */
export const invalidFields = (d: EndorsementDraft, loaded: Snapshot): string[] => {
  const { startDate, endDate, departureLocation } = d.trip;
  const bad: string[] = [];
  if (!isCalendarDate(startDate)) bad.push('startDate');
  if (!isCalendarDate(endDate) || (isCalendarDate(startDate) && endDate < startDate)) bad.push('endDate');
  if (departureLocation.trim() === '' && loaded.departureLocation.trim() !== '')
    bad.push('departureLocation');
  for (const dep of d.dependents)
    if (!isCalendarDate(dep.dateOfBirth)) bad.push(`dependent.${dep.referenceNumber}.dateOfBirth`);
  return bad;
};

/** The changed policy to send (blank optional fields left out), or undefined while a field is invalid. */
export const snapshotOf = (s: Snapshot, d: EndorsementDraft): EndorsementSnapshot | undefined => {
  const startDate = parseCalendarDate(d.trip.startDate);
  const endDate = parseCalendarDate(d.trip.endDate);
  if (!startDate || !endDate || invalidFields(d, s).length > 0) return undefined;
  return {
    startDate,
    endDate,
    departureLocation: d.trip.departureLocation.trim(),
    destinations: listOf(d.trip.destinations),
    paxes: s.paxes.map((p) => ({
      policyNumber: p.policyNumber,
      optionalBenefits: listOf(d.benefits[p.policyNumber] ?? ''),
    })),
    dependents: d.dependents.map((dep) => {
      const filled = DEPENDENT_FIELDS.flatMap((f) => (dep[f].trim() === '' ? [] : [[f, dep[f].trim()]]));
      return {
        referenceNumber: dep.referenceNumber,
        ...(Object.fromEntries(filled) as Partial<Record<DependentField, string>>),
        ...(dep.tripCost === undefined ? {} : { tripCost: dep.tripCost }),
      } as EndorsementSnapshot['dependents'][number];
    }),
  };
};

/** A policy as read, as the domain takes it (undefined if its stored dates are not valid days). */
export const snapshotRead = (s: Snapshot): EndorsementSnapshot | undefined => snapshotOf(s, draftOf(s));
