import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../session/session';
import type { ReferringAgentRow } from './referring-agent.repository.port';
import { byReferringAgentName, referringAgents as referringAgentsEffect } from './referring-agents';
import { Effect } from 'effect';

const referringAgents = (...a: Parameters<typeof referringAgentsEffect>) =>
  Effect.runPromise(referringAgentsEffect(...a));

const user = (organizationCode: string | null): Actor =>
  ({ kind: 'user', organizationCode, profileRef: 'prf-x' }) as unknown as Actor;
const repoOf = (rows: readonly ReferringAgentRow[], asked: string[] = []) => ({
  referringAgents: async (org: string) => {
    asked.push(org);
    return rows;
  },
});
const row = (profileCode: string, firstName: string, lastName: string): ReferringAgentRow => ({
  profileCode,
  firstName,
  lastName,
});

describe('referringAgents', () => {
  it("lists the caller's current organization by last name, then first name, accents and case aside", async () => {
    const asked: string[] = [];
    const rows = [
      row('c', 'Zoé', 'lee'),
      row('a', 'Nadia', 'Côté'),
      row('b', 'Ada', 'Lee'),
      row('d', 'Marc', 'Cote'),
    ];
    const extra = { ...row('e', 'Eve', 'Roy'), email: 'not@shown' } as ReferringAgentRow;
    const r = await referringAgents(repoOf([...rows, extra], asked), user('MAPLE'));
    expect(asked).toEqual(['MAPLE']);
    expect(r.map((a) => a.profileCode)).toEqual(['d', 'a', 'b', 'c', 'e']);
    expect(r[4]).toEqual({ profileCode: 'e', firstName: 'Eve', lastName: 'Roy' });
  });

  it('an anonymous caller, or one without an organization, gets none and nothing is read', async () => {
    const asked: string[] = [];
    const repo = repoOf([row('a', 'A', 'B')], asked);
    expect(await referringAgents(repo, { kind: 'anonymous', organizationCode: 'CM' })).toEqual([]);
    expect(await referringAgents(repo, user(null))).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('property: the answer is the same sorted list whatever order the repository gives', async () => {
    const arbRow = fc.record({
      profileCode: fc.string({ minLength: 1, maxLength: 6 }),
      firstName: fc.constantFrom('Ada', 'ada', 'Éva', 'Eva', 'Zoé'),
      lastName: fc.constantFrom('Lee', 'lée', 'Côté', 'Cote', 'Roy'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(arbRow, { selector: (r) => r.profileCode, maxLength: 8 }),
        async (rows) => {
          const shuffled = [...rows].reverse();
          const a = await referringAgents(repoOf(rows), user('MAPLE'));
          expect(await referringAgents(repoOf(shuffled), user('MAPLE'))).toEqual(a);
          for (let i = 1; i < a.length; i++)
            expect(
              byReferringAgentName(a[i - 1] as ReferringAgentRow, a[i] as ReferringAgentRow),
            ).toBeLessThan(0);
        },
      ),
    );
  });
});
