import { changedDependentFields, diffDependents } from './dependents-diff';
import {
  ENDORSEMENT_DEPENDENT_FIELDS,
  type EndorsementDependent,
  type EndorsementSnapshot,
  type PolicyChange,
} from './endorsement.types';

/** A list in words, compared as a set: re-ordering destinations or benefits is not a change. */
export const asSet = (list: readonly string[]): string => [...new Set(list)].sort().join(', ');

const text = (v: string | number | undefined): string => (v === undefined ? '' : String(v));

/**
 * A dependent in one line for the history, e.g. "lastName=Roy, dateOfBirth=2012-04-01"; one with no
 * field but its reference still reads as something ("referenceNumber=3"), so adding or removing it
 * is never a change from nothing to nothing.
 */
export const describeDependent = (d: EndorsementDependent): string =>
  ENDORSEMENT_DEPENDENT_FIELDS.filter((field) => d[field] !== undefined)
    .map((field) => `${field}=${text(d[field])}`)
    .join(', ') || `referenceNumber=${d.referenceNumber}`;

const change = (fieldChanged: string, from: string, to: string): PolicyChange[] =>
  from === to ? [] : [{ fieldChanged, from, to }];

const benefitChanges = (before: EndorsementSnapshot, after: EndorsementSnapshot): PolicyChange[] => {
  const policies = [...new Set([...before.paxes, ...after.paxes].map((p) => p.policyNumber))];
  const benefitsOf = (s: EndorsementSnapshot, policyNumber: string): string =>
    asSet(s.paxes.find((p) => p.policyNumber === policyNumber)?.optionalBenefits ?? []);
  return policies.flatMap((n) =>
    change(`optionalBenefits[${n}]`, benefitsOf(before, n), benefitsOf(after, n)),
  );
};

const dependentChanges = (before: EndorsementSnapshot, after: EndorsementSnapshot): PolicyChange[] => {
  const diff = diffDependents(before.dependents, after.dependents);
  const was = new Map(before.dependents.map((d) => [d.referenceNumber, d]));
  return [
    ...diff.removed.map((d) => ({
      fieldChanged: `dependents[${d.referenceNumber}]`,
      from: describeDependent(d),
      to: '',
    })),
    ...diff.added.map((d) => ({
      fieldChanged: `dependents[${d.referenceNumber}]`,
      from: '',
      to: describeDependent(d),
    })),
    ...diff.changed.flatMap((d) => {
      const old = was.get(d.referenceNumber) ?? d;
      return changedDependentFields(old, d).map((field) => ({
        fieldChanged: `dependents[${d.referenceNumber}].${field}`,
        from: text(old[field]),
        to: text(d[field]),
      }));
    }),
  ];
};

/**
 * The change list of an endorsement (spec 3, issue 8): trip dates, departure city, destinations,
 * riders and optional benefits per traveller policy, dependents removed / added / changed.
 * fieldChanged names the field, with the policy number or dependent reference in brackets.
 */
export const diffPolicy = (before: EndorsementSnapshot, after: EndorsementSnapshot): PolicyChange[] => [
  ...change('startDate', before.startDate, after.startDate),
  ...change('endDate', before.endDate, after.endDate),
  ...change('departureLocation', before.departureLocation.trim(), after.departureLocation.trim()),
  ...change('destinations', asSet(before.destinations), asSet(after.destinations)),
  ...benefitChanges(before, after),
  ...dependentChanges(before, after),
];
