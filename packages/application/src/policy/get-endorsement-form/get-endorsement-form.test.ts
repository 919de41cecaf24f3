import { describe, expect, it } from 'vitest';
import { act, refused, SNAPSHOT, staff, world } from '../test-support/policy-fixtures';

describe('getEndorsementForm', () => {
  it('answers the snapshot, the version and each premium; forbidden without POLICY_EDIT', async () => {
    const w = await world();
    const r = await act(w.deps).endorsementForm(staff(), 'P2');
    expect(r.ok && r.value.version).toBe(1);
    expect(r.ok && r.value.snapshot).toEqual(SNAPSHOT);
    expect(r.ok && r.value.premiums[0]).toEqual({ policyNumber: 'P1', premium: 10_000, status: 'ACTIVE' });
    expect(await act(w.deps).endorsementForm(staff({ claims: ['POLICY_READ'] }), 'P2')).toEqual(
      refused('PolicyForbidden', 'forbidden'),
    );
  });
});
