import type { EndorsementDependent, EndorsementSnapshot } from '@tripx/domain';
import { policyDone, policyInvalid, type Outcome } from './policy-maintenance.errors';
import type { DatedDependent, DatedSnapshot } from './policy-maintenance.ports';

const isDated = (d: EndorsementDependent): d is DatedDependent => d.dateOfBirth !== undefined;

/**
 * An endorsement's changes once every dependent has a date of birth (a policy never carries an
 * invented one); otherwise 400 invalidValue naming `changes.dependents.<i>.dateOfBirth`.
 */
export const datedChanges = (changes: EndorsementSnapshot): Outcome<DatedSnapshot> => {
  const { dependents } = changes;
  if (dependents.every(isDated)) return policyDone({ ...changes, dependents });
  return policyInvalid(
    dependents.flatMap((d, i) =>
      isDated(d)
        ? []
        : [{ path: `changes.dependents.${i}.dateOfBirth`, code: 'dateOfBirthRequired' as const }],
    ),
  );
};
