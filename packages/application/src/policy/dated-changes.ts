import { repeatedEntries, type EndorsementDependent, type EndorsementSnapshot } from '@tripx/domain';
import { Effect } from 'effect';
import { policyInvalid, type PolicyFieldError, type PolicyInvalid } from './policy-maintenance.errors';
import type { DatedDependent, DatedSnapshot } from './policy-maintenance.ports';

const isDated = (d: EndorsementDependent): d is DatedDependent => d.dateOfBirth !== undefined;

/**
 * An endorsement's changes once every traveller and dependent is named once and every dependent
 * has a date of birth (a policy never carries an invented one); otherwise invalidValue naming
 * each refused field (`changes.paxes.<i>.policyNumber`, `changes.dependents.<i>.referenceNumber`,
 * `changes.dependents.<i>.dateOfBirth`).
 */
export const datedChanges = (changes: EndorsementSnapshot): Effect.Effect<DatedSnapshot, PolicyInvalid> => {
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
    ? Effect.succeed({ ...changes, dependents })
    : Effect.fail(policyInvalid('invalidValue', refused));
};
