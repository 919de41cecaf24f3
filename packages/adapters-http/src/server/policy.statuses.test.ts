import {
  CancellationTermsMissing,
  PolicyForbidden,
  PolicySignInRequired,
  paymentRefused,
  policyConflict,
  policyInvalid,
  policyNotFound,
  type PolicyMaintenanceError,
} from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { failureAnswer } from './answer-effect';
import { messageOf } from './http-errors';
import { POLICY_STATUSES } from './policy.statuses';

const answer = (failure: PolicyMaintenanceError) => failureAnswer(failure, POLICY_STATUSES);

describe('policy administration failures as the API answers them', () => {
  it.each([
    [new PolicySignInRequired({ code: 'forbidden' }), 401, 'forbidden'],
    [new PolicyForbidden({ code: 'forbidden' }), 403, 'forbidden'],
    [policyNotFound(), 404, 'notFound'],
    [policyNotFound('noFailedUpdate'), 404, 'noFailedUpdate'],
    [policyInvalid('rerateFailed'), 400, 'rerateFailed'],
    [paymentRefused('paymentFailed'), 402, 'paymentFailed'],
    [policyConflict('versionConflict'), 409, 'versionConflict'],
    [policyConflict('moneyPending'), 409, 'moneyPending'],
    [new CancellationTermsMissing({ code: 'cancellationRuleMissing' }), 500, 'cancellationRuleMissing'],
  ] as const)('%o: %i with its own code and message', (failure, status, code) => {
    expect(answer(failure)).toEqual({
      status,
      body: { error: { code, message: messageOf(code), fields: [] } },
    });
  });

  it('an invalidValue names each refused field at its path', () => {
    const fields = [{ path: 'paxes.2.policyNumber', code: 'duplicateTraveller' as const }];
    expect(answer(policyInvalid('invalidValue', fields))).toEqual({
      status: 400,
      body: { error: { code: 'invalidValue', message: messageOf('invalidValue'), fields } },
    });
  });
});
