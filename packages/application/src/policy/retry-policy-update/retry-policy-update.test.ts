import { describe, expect, it } from 'vitest';
import { act, refused, SNAPSHOT, staff, world } from '../test-support/policy-fixtures';

describe('retryPolicyUpdate', () => {
  it('nothing failed: noFailedUpdate', async () => {
    const w = await world();
    expect(await act(w.deps).retryUpdate(staff(), 'P1')).toEqual(refused('PolicyNotFound', 'noFailedUpdate'));
  });

  it('runs the kept request again and clears it once saved', async () => {
    const w = await world();
    const changes = { ...SNAPSHOT, endDate: '2026-12-11' as typeof SNAPSHOT.endDate };
    await w.store.keepFailedUpdate({
      policyNumber: 'P1',
      code: 'paymentFailed',
      request: { policyNumber: 'P1', version: 1, changes, charge: { method: 'CASH' } },
    });
    const r = await act(w.deps).retryUpdate(staff(), 'P1');
    expect(r.ok && r.value.deltaTotal).toBe(2000);
    expect(await w.store.failedUpdate('P1')).toBeUndefined();
  });

  it('a kept request that no longer reads as an endorsement is not run: noFailedUpdate, nothing written', async () => {
    const w = await world();
    await w.store.keepFailedUpdate({
      policyNumber: 'P1',
      code: 'paymentFailed',
      request: { policyNumber: 'P1' },
    });
    expect(await act(w.deps).retryUpdate(staff(), 'P1')).toEqual(refused('PolicyNotFound', 'noFailedUpdate'));
    expect((await w.store.load('P1'))?.version).toBe(1);
  });
});
