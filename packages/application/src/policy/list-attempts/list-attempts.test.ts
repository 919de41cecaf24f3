import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../session/session';
import type { AttemptCriteria, PolicyVisibility } from '../policy-read.repository.port';
import { ListAttemptsUseCase } from './list-attempts';

const agent: Actor = {
  kind: 'user',
  organizationCode: 'MAPLE-TOR',
  profileRef: 'prf-agent-own',
  profileCode: 'agent.own',
  name: 'Priya Singh',
  userType: 'CIAM_ID',
  role: 'Consultant_Own',
  claims: ['POLICY_READ'],
  dataScope: 'OWN',
  organizations: [],
  organizationsInScope: ['MAPLE-TOR'],
};

describe('the attempts list', () => {
  it('asks the repository within the caller’s data scope, with the filters and the page asked', async () => {
    const asked: [AttemptCriteria, PolicyVisibility, { offset: number; limit: number }][] = [];
    const repo = {
      attempts: async (c: AttemptCriteria, v: PolicyVisibility, p: { offset: number; limit: number }) => (
        asked.push([c, v, p]),
        { total: 31, attempts: [] }
      ),
    };
    const r = await Effect.runPromise(
      new ListAttemptsUseCase(repo).execute(agent, {
        status: 'DECLINED',
        offset: 20,
        limit: 10,
        sortField: 'total',
      }),
    );
    expect(r).toEqual({ total: 31, page: 3, pageSize: 10, attempts: [] });
    expect(asked).toEqual([
      [
        { status: 'DECLINED' },
        { kind: 'OWN', organizationCodes: ['MAPLE-TOR'], profileRef: 'prf-agent-own' },
        { offset: 20, limit: 10, sortField: 'total', sortOrder: 'asc' },
      ],
    ]);
  });

  it('shows nothing to an anonymous caller and does not query', async () => {
    let queried = false;
    const repo = { attempts: async () => ((queried = true), { total: 5, attempts: [] }) };
    const r = await Effect.runPromise(
      new ListAttemptsUseCase(repo).execute({ kind: 'anonymous', organizationCode: null }, {}),
    );
    expect(r).toMatchObject({ total: 0, attempts: [] });
    expect(queried).toBe(false);
  });
});
