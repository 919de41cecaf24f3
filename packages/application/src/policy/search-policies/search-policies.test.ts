import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../session/session';
import type { PolicyVisibility } from '../policy-read.repository.port';
import { Effect } from 'effect';
import { SearchPoliciesUseCase } from './search-policies';

const staff: Actor = {
  kind: 'user',
  organizationCode: 'CM',
  profileRef: 's',
  profileCode: 's',
  name: 's',
  userType: 'LAN_ID',
  role: 'Staff_Viewer',
  claims: ['POLICY_READ'],
  dataScope: 'ALL',
  organizations: [],
  organizationsInScope: [],
};

describe('policy search', () => {
  it('property: page = offset / page size + 1, and the scope is passed to the query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 100 }),
        async (offset, limit) => {
          const seen: PolicyVisibility[] = [];
          const repo = {
            search: async (_c: unknown, v: PolicyVisibility) => (seen.push(v), { total: 0, policies: [] }),
          };
          const r = await Effect.runPromise(
            new SearchPoliciesUseCase(repo).execute(staff, { offset, limit }),
          );
          expect(r.page).toBe(Math.floor(offset / limit) + 1);
          expect(seen).toEqual([{ kind: 'ALL' }]);
        },
      ),
    );
  });
  it('shows nothing to an anonymous caller and does not query', async () => {
    let queried = false;
    const repo = { search: async () => ((queried = true), { total: 5, policies: [] }) };
    const r = await Effect.runPromise(
      new SearchPoliciesUseCase(repo).execute({ kind: 'anonymous', organizationCode: null }, {}),
    );
    expect(r.total).toBe(0);
    expect(queried).toBe(false);
  });
});
