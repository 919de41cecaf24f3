import { asSet, describeDependent } from './policy-diff';
import type { EndorsementSnapshot, PolicyChange } from './endorsement.types';

/**
 * One part of a policy that two editors change independently, named as the change list names it:
 * its value in words (what is compared and shown) and how to take it from another version.
 */
interface Part {
  readonly field: string;
  readonly text: (s: EndorsementSnapshot) => string;
  readonly take: (into: EndorsementSnapshot, from: EndorsementSnapshot) => EndorsementSnapshot;
}

type TripField = 'startDate' | 'endDate' | 'departureLocation' | 'destinations';

const tripPart = (field: TripField): Part => ({
  field,
  text: (s) => {
    if (field === 'destinations') return asSet(s.destinations);
    return field === 'departureLocation' ? s.departureLocation.trim() : s[field];
  },
  take: (into, from) => ({ ...into, [field]: from[field] }),
});

const benefitsOf = (s: EndorsementSnapshot, policyNumber: string): readonly string[] =>
  s.paxes.find((p) => p.policyNumber === policyNumber)?.optionalBenefits ?? [];

const benefitsPart = (policyNumber: string): Part => ({
  field: `optionalBenefits[${policyNumber}]`,
  text: (s) => asSet(benefitsOf(s, policyNumber)),
  take: (into, from) => ({
    ...into,
    paxes: into.paxes.map((p) =>
      p.policyNumber === policyNumber ? { ...p, optionalBenefits: benefitsOf(from, policyNumber) } : p,
    ),
  }),
});

// A dependent is one part: added, removed or changed as a whole.
const dependentPart = (ref: number): Part => {
  const of = (s: EndorsementSnapshot) => s.dependents.find((d) => d.referenceNumber === ref);
  return {
    field: `dependents[${ref}]`,
    text: (s) => {
      const d = of(s);
      return d ? describeDependent(d) : '';
    },
    take: (into, from) => {
      const taken = of(from);
      const others = into.dependents.filter((d) => d.referenceNumber !== ref);
      if (!taken) return { ...into, dependents: others };
      return of(into)
        ? { ...into, dependents: into.dependents.map((d) => (d.referenceNumber === ref ? taken : d)) }
        : { ...into, dependents: [...others, taken] };
    },
  };
};

// In one order whatever the order of the versions, so that merging is symmetric.
const partsOf = (versions: readonly EndorsementSnapshot[]): Part[] => [
  ...(['startDate', 'endDate', 'departureLocation', 'destinations'] as const).map(tripPart),
  ...[...new Set(versions.flatMap((s) => s.paxes.map((p) => p.policyNumber)))].sort().map(benefitsPart),
  ...[...new Set(versions.flatMap((s) => s.dependents.map((d) => d.referenceNumber)))]
    .sort((a, b) => a - b)
    .map(dependentPart),
];

/** Each part of `s` in words, over the travellers and dependents of `s` and of `others`. */
export const endorsementFields = (
  s: EndorsementSnapshot,
  ...others: readonly EndorsementSnapshot[]
): ReadonlyMap<string, string> => new Map(partsOf([s, ...others]).map((p) => [p.field, p.text(s)]));

/** A part both editors changed, each to another value: the user chooses. */
export interface MergeConflict {
  readonly field: string;
  readonly base: string;
  readonly mine: string;
  readonly theirs: string;
}

export type MergeChoice = 'mine' | 'theirs';

export interface EndorsementMerge {
  /** The current policy with the parts only I changed, and the conflicts chosen `mine`, taken from mine. */
  readonly merged: EndorsementSnapshot;
  /** What the other editor changed (from what I loaded to the current policy), kept. */
  readonly theirs: readonly PolicyChange[];
  /** What I changed and they did not, kept. */
  readonly mine: readonly PolicyChange[];
  readonly conflicts: readonly MergeConflict[];
}

/**
 * Three-way merge of an endorsement (issue 17): `base` is the version the editor loaded, `mine` what
 * the editor has now, `theirs` the current policy. A part only I changed takes mine, a part only they
 * changed takes theirs (never undone), a part both changed to different values is a conflict that
 * keeps theirs until `choices` says `mine`.
 */
export const mergeEndorsement = (
  base: EndorsementSnapshot,
  mine: EndorsementSnapshot,
  theirs: EndorsementSnapshot,
  choices: Readonly<Record<string, MergeChoice>> = {},
): EndorsementMerge => {
  let merged = theirs;
  const theirChanges: PolicyChange[] = [];
  const mineKept: PolicyChange[] = [];
  const conflicts: MergeConflict[] = [];
  for (const part of partsOf([base, mine, theirs])) {
    const [b, m, t] = [part.text(base), part.text(mine), part.text(theirs)];
    const field = part.field;
    if (t !== b) theirChanges.push({ fieldChanged: field, from: b, to: t });
    if (m === b || m === t) continue;
    if (t === b) mineKept.push({ fieldChanged: field, from: b, to: m });
    else conflicts.push({ field, base: b, mine: m, theirs: t });
    if (t === b || choices[field] === 'mine') merged = part.take(merged, mine);
  }
  const conflicted = new Set(conflicts.map((c) => c.field));
  return {
    merged,
    theirs: theirChanges.filter((c) => !conflicted.has(c.fieldChanged)),
    mine: mineKept,
    conflicts,
  };
};
