import { repeatedEntries, type EndorsementDependent, type EndorsementSnapshot } from '@tripx/domain';
import { policyDone, policyInvalid, type Outcome, type PolicyFieldError } from './policy-maintenance.errors';
import type { DatedDependent, DatedSnapshot } from './policy-maintenance.ports';

const isDated = (d: EndorsementDependent): d is DatedDependent => d.dateOfBirth !== undefined;

/**
 * An endorsement's changes once every traveller and dependent is named once and every dependent
 * has a date of birth (a policy never carries an invented one); otherwise 400 invalidValue naming
 * each refused field (`changes.paxes.<i>.policyNumber`, `changes.dependents.<i>.referenceNumber`,
 * `changes.dependents.<i>.dateOfBirth`).
 */
export const datedChanges = (changes: EndorsementSnapshot): Outcome<DatedSnapshot> => {
  const { dependents } = changes;
  const refused: PolicyFieldError[] = [
    ...repeatedEntries(changes.paxes, (p) => p.policyNumber).map((i): PolicyFieldError => ({
      path: `changes.paxes.${i}.policyNumber`,
      code: 'duplicateTraveller',
    })),
    ...repeatedEntries(dependents, (d) => d.referenceNumber).map((i): PolicyFieldError => ({
      path: `changes.dependents.${i}.referenceNumber`,
      code: 'duplicateDependent',
    })),
    ...dependents.flatMap((d, i): PolicyFieldError[] =>
      isDated(d) ? [] : [{ path: `changes.dependents.${i}.dateOfBirth`, code: 'dateOfBirthRequired' }],
    ),
  ];
  return refused.length === 0 && dependents.every(isDated)
    ? policyDone({ ...changes, dependents })
    : policyInvalid(refused);
};
