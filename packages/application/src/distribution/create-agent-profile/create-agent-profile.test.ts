import { describe, expect, it } from 'vitest';
import type { Actor } from '../../session/session';
import type { OrganizationNode } from '../distribution-read.repository.port';
import { outcome } from '../test-support/outcome';
import { updateAgentProfile } from '../update-agent-profile/update-agent-profile';
import { createAgentProfile } from './create-agent-profile';

const createAgentProfileUseCase = (...a: Parameters<typeof createAgentProfile>) =>
  outcome(createAgentProfile(...a));
const updateAgentProfileUseCase = (...a: Parameters<typeof updateAgentProfile>) =>
  outcome(updateAgentProfile(...a));

const admin = (codes: string[]): Actor =>
  ({
    kind: 'user',
    profileRef: 'prf-admin',
    dataScope: 'ORGANIZATION',
    organizationsInScope: codes,
  }) as unknown as Actor;
const orgs = ['MAPLE', 'MAPLE-TOR', 'NORTHBANK'].map((code) => ({ code }) as OrganizationNode);

const fakes = () => {
  const inserted: unknown[] = [];
  const updated: unknown[] = [];
  let n = 0;
  return {
    inserted,
    updated,
    deps: {
      repo: {
        profileCodeTaken: async (code: string) => code === 'taken@example.com',
        insertProfile: async (...a: unknown[]) => void inserted.push(a),
        updateProfile: async (...a: unknown[]) => void updated.push(a),
      },
      read: {
        organizations: async () => orgs,
        findProfile: async (ref: string) =>
          ref === 'prf-1'
            ? ({ organizations: [{ organizationCode: 'MAPLE-TOR', default: true }] } as never)
            : undefined,
      },
      newId: () => `id${++n}`,
    },
  };
};
const form = {
  profileCode: ' new@example.com ',
  role: 'Consultant_Own',
  firstName: ' Léa ',
  lastName: 'Martin ',
  language: 'fr',
  email: 'new@example.com',
  status: 'ACTIVE',
  organizations: [{ organizationCode: 'MAPLE-TOR', default: true }],
  licenses: ['ON', 'QC'],
};

describe('create-agent-profile', () => {
  it('saves status NEW, country CA, trimmed names, created by the caller, one licence id per province', async () => {
    const f = fakes();
    const r = await createAgentProfileUseCase(f.deps, admin(['MAPLE', 'MAPLE-TOR']), form);
    expect(r).toEqual({ ok: true, value: { profileRef: 'prf-id2', referenceNumber: 'id1' } });
    const [ref, payload, ids] = f.inserted[0] as [string, Record<string, unknown>, string[]];
    expect(ref).toBe('prf-id2');
    expect(payload).toMatchObject({
      status: 'NEW',
      country: 'CA',
      firstName: 'Léa',
      lastName: 'Martin',
      profileCode: 'new@example.com',
      createdBy: 'prf-admin',
    });
    expect(ids).toEqual(['id3', 'id4']);
  });
  it('refuses organizations outside the caller’s scope, unknown ones, a taken code, anonymous callers', async () => {
    const f = fakes();
    const out = { ...form, organizations: [{ organizationCode: 'NORTHBANK', default: true }] };
    expect(await createAgentProfileUseCase(f.deps, admin(['MAPLE']), out)).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
    const ghost = { ...form, organizations: [{ organizationCode: 'GHOST', default: true }] };
    expect(await createAgentProfileUseCase(f.deps, admin(['GHOST']), ghost)).toMatchObject({
      ok: false,
      code: 'notFound',
    });
    const taken = { ...form, profileCode: 'taken@example.com' };
    expect(await createAgentProfileUseCase(f.deps, admin(['MAPLE-TOR']), taken)).toMatchObject({
      ok: false,
      code: 'conflict',
    });
    const anon = { kind: 'anonymous', organizationCode: null } as Actor;
    expect(await createAgentProfileUseCase(f.deps, anon, form)).toMatchObject({
      ok: false,
      error: expect.objectContaining({ _tag: 'Forbidden', code: 'forbidden' }),
    });
    expect(f.inserted).toEqual([]);
  });
  it('returns the domain’s field errors for a role outside the Agency category', async () => {
    const r = await createAgentProfileUseCase(fakes().deps, admin(['MAPLE-TOR']), {
      ...form,
      role: 'Staff_Admin',
    });
    expect(r.ok === false && r.error._tag === 'InvalidForm' && r.error.fields.map((e) => e.code)).toContain(
      'agentRoleNotOffered',
    );
  });
});

describe('update-agent-profile', () => {
  it('omits empty fields and saves the rest; a profile out of scope is not found', async () => {
    const f = fakes();
    const r = await updateAgentProfileUseCase(f.deps, admin(['MAPLE-TOR']), 'prf-1', {
      firstName: '',
      lastName: ' Roy ',
      city: null,
    });
    expect(r).toEqual({ ok: true, value: { profileRef: 'prf-1' } });
    const [, payload] = f.updated[0] as [string, Record<string, unknown>];
    expect(payload).toEqual({ lastName: 'Roy', country: 'CA' });
    expect(
      await updateAgentProfileUseCase(f.deps, admin(['NORTHBANK']), 'prf-1', { lastName: 'X' }),
    ).toMatchObject({
      ok: false,
      code: 'notFound',
    });
  });
});
