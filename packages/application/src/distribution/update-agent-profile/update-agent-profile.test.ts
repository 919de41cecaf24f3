import { describe, expect, it } from 'vitest';
import type { Actor } from '../../session/session';
import type { AgentProfile, OrganizationNode } from '../distribution-read.repository.port';
import { outcome } from '../test-support/outcome';
import { updateAgentProfile } from './update-agent-profile';

const updateAgentProfileUseCase = (...a: Parameters<typeof updateAgentProfile>) =>
  outcome(updateAgentProfile(...a));

const user = (dataScope: 'ALL' | 'ORGANIZATION', codes: string[]): Actor =>
  ({ kind: 'user', profileRef: 'prf-me', dataScope, organizationsInScope: codes }) as unknown as Actor;
const partner = user('ORGANIZATION', ['MAPLE', 'MAPLE-MTL', 'MAPLE-TOR']);
const insurer = user('ALL', []);

const profile = (profileRef: string, userType: string, codes: string[]) =>
  ({
    profileRef,
    userType,
    organizations: codes.map((organizationCode, i) => ({ organizationCode, default: i === 0 })),
  }) as unknown as AgentProfile;
const PROFILES = [
  // The insurer's own administrator, member of partner organizations too (the seeded demo).
  profile('prf-admin', 'LAN_ID', ['CM', 'MAPLE', 'NORTHBANK']),
  profile('prf-agent', 'CIAM_ID', ['MAPLE-TOR']),
  profile('prf-shared', 'CIAM_ID', ['MAPLE-TOR', 'NORTHBANK']),
];

const fakes = () => {
  const updated: unknown[] = [];
  return {
    updated,
    deps: {
      repo: {
        profileCodeTaken: async () => false,
        updateProfile: async (...a: unknown[]) => void updated.push(a),
      },
      read: {
        organizations: async () =>
          ['CM', 'MAPLE', 'MAPLE-TOR', 'NORTHBANK'].map((code) => ({ code }) as OrganizationNode),
        findProfile: async (ref: string) => PROFILES.find((p) => p.profileRef === ref),
      },
      newId: () => 'id',
    },
  };
};
const codeOf = (r: Awaited<ReturnType<typeof updateAgentProfileUseCase>>) =>
  r.ok ? 'ok' : r.error._tag === 'InvalidForm' ? r.error.fields.map((e) => e.code).join() : r.code;

describe('update-agent-profile: the scope rule', () => {
  it('a partner cannot rename, deactivate or demote the insurer’s staff, nor a user shared with another organization', async () => {
    const f = fakes();
    for (const form of [{ firstName: 'X' }, { status: 'INACTIVE' }, { role: 'View_Only' }])
      for (const ref of ['prf-admin', 'prf-shared'])
        expect(codeOf(await updateAgentProfileUseCase(f.deps, partner, ref, form))).toBe('notFound');
    expect(f.updated).toEqual([]);
  });

  it('a partner cannot move its agent out of its subtree, nor give a staff role', async () => {
    const f = fakes();
    const away = { organizations: [{ organizationCode: 'NORTHBANK', default: true }] };
    expect(codeOf(await updateAgentProfileUseCase(f.deps, partner, 'prf-agent', away))).toBe('forbidden');
    const staffRole = { role: 'Staff_Admin' };
    expect(codeOf(await updateAgentProfileUseCase(f.deps, partner, 'prf-agent', staffRole))).toBe(
      'agentRoleNotOffered',
    );
    expect(f.updated).toEqual([]);
    expect(codeOf(await updateAgentProfileUseCase(f.deps, partner, 'prf-agent', { city: 'Laval' }))).toBe(
      'ok',
    );
  });

  it('insurer staff set staff roles on staff (a wrong change can be undone) and agency roles on agents', async () => {
    const f = fakes();
    const run = (ref: string, role: string) => updateAgentProfileUseCase(f.deps, insurer, ref, { role });
    expect(codeOf(await run('prf-admin', 'Staff_Viewer'))).toBe('ok');
    expect(codeOf(await run('prf-admin', 'Staff_Admin'))).toBe('ok');
    expect(codeOf(await run('prf-admin', 'Administrator_Full'))).toBe('agentRoleNotOffered');
    expect(codeOf(await run('prf-agent', 'Staff_Admin'))).toBe('agentRoleNotOffered');
    expect(f.updated.map((u) => (u as [string, { role: string }])[1].role)).toEqual([
      'Staff_Viewer',
      'Staff_Admin',
    ]);
  });
});
