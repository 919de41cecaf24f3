import { ENDORSEMENT_DEPENDENT_FIELDS, type EndorsementDependent } from './endorsement.types';

/** Dependents changes against the initial ones (spec 4.7); changed holds the new versions. */
export interface DependentsDiff {
  readonly removed: readonly EndorsementDependent[];
  readonly added: readonly EndorsementDependent[];
  readonly changed: readonly EndorsementDependent[];
}

export type DependentField = (typeof ENDORSEMENT_DEPENDENT_FIELDS)[number];

// referenceNumber is the identity; should a list repeat one, the last entry counts.
const byReference = (list: readonly EndorsementDependent[]): Map<number, EndorsementDependent> =>
  new Map(list.map((d) => [d.referenceNumber, d]));

const sortByReference = (list: Iterable<EndorsementDependent>): EndorsementDependent[] =>
  [...list].sort((a, b) => a.referenceNumber - b.referenceNumber);

/** The fields whose values differ between two versions of a dependent. */
export const changedDependentFields = (
  before: EndorsementDependent,
  after: EndorsementDependent,
): DependentField[] => ENDORSEMENT_DEPENDENT_FIELDS.filter((field) => before[field] !== after[field]);

export const diffDependents = (
  initial: readonly EndorsementDependent[],
  current: readonly EndorsementDependent[],
): DependentsDiff => {
  const was = byReference(initial);
  const now = byReference(current);
  return {
    removed: sortByReference([...was.values()].filter((d) => !now.has(d.referenceNumber))),
    added: sortByReference([...now.values()].filter((d) => !was.has(d.referenceNumber))),
    changed: sortByReference(
      [...now.values()].filter((d) => {
        const old = was.get(d.referenceNumber);
        return old !== undefined && changedDependentFields(old, d).length > 0;
      }),
    ),
  };
};

export const dependentsDiffEmpty = (diff: DependentsDiff): boolean =>
  diff.removed.length === 0 && diff.added.length === 0 && diff.changed.length === 0;

/** Applies a diff to the initial dependents; the result is ordered by referenceNumber. */
export const applyDependentsDiff = (
  initial: readonly EndorsementDependent[],
  diff: DependentsDiff,
): EndorsementDependent[] => {
  const result = byReference(initial);
  for (const d of diff.removed) result.delete(d.referenceNumber);
  for (const d of [...diff.changed, ...diff.added]) result.set(d.referenceNumber, d);
  return sortByReference(result.values());
};
