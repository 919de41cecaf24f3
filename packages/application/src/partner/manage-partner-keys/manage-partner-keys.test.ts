import 'reflect-metadata';
import { parsePartnerSecret } from '@tripx/domain';
import { describe, expect, it } from 'vitest';
import { fakeTransactions, outcome } from '../../distribution/test-support/outcome';
import type { Actor } from '../../session/session';
import { countingSecrets, InMemoryPartnerKeys } from '../test-support/in-memory-partner-keys';
import { aPartnerKeyManager } from '../test-support/partner-actors';
import {
  CreatePartnerKeyUseCase,
  ListPartnerKeysUseCase,
  PartnerKeyIssuer,
  RevokePartnerKeyUseCase,
  RotatePartnerKeyUseCase,
} from './manage-partner-keys';

const NOW = new Date('2026-11-27T15:00:00.000Z');
const staff = aPartnerKeyManager();
const form = { name: 'Booking system', scopes: ['quote', 'bind'], environment: 'test' };

const useCases = () => {
  const keys = new InMemoryPartnerKeys();
  const { tx, log } = fakeTransactions({ keys });
  const issuer = new PartnerKeyIssuer(countingSecrets(), () => NOW);
  return {
    keys,
    log,
    create: new CreatePartnerKeyUseCase(tx, issuer),
    list: new ListPartnerKeysUseCase(tx),
    rotate: new RotatePartnerKeyUseCase(tx, issuer),
    revoke: new RevokePartnerKeyUseCase(tx, () => NOW),
  };
};

const created = async (u: ReturnType<typeof useCases>, actor: Actor = staff, org = 'MAPLE') => {
  const r = await outcome(u.create.execute(actor, org, form));
  if (!r.ok) throw new Error(`not created: ${r.code}`);
  return r.value;
};

describe('partner keys: create, list, rotate, revoke', () => {
  it('creates a key whose secret is given once and stored only as its digest', async () => {
    const u = useCases();
    const { key, secret } = await created(u);
    expect(parsePartnerSecret(secret)).toEqual({ environment: 'test', keyId: key.id });
    expect(key).toEqual({
      id: key.id,
      organizationCode: 'MAPLE',
      name: 'Booking system',
      scopes: ['quote', 'bind'],
      environment: 'test',
      createdBy: 'prf-staff',
      createdAt: NOW.toISOString(),
      revokedAt: null,
      lastUsedAt: null,
    });
    expect(u.keys.keys.get(key.id)?.secretHash).toBe(`sha:${secret}`);
    expect(u.log).toEqual(['committed']);
  });

  it('refuses a form that breaks the rules, and an organization that does not exist', async () => {
    const u = useCases();
    const bad = await outcome(u.create.execute(staff, 'MAPLE', { ...form, scopes: ['policies:cancel'] }));
    expect(bad).toMatchObject({ ok: false, code: 'invalidRequest' });
    expect(bad.ok ? [] : bad.error).toMatchObject({
      fields: [{ path: 'scopes', code: 'partnerScopeNeedsRead' }],
    });
    expect(await outcome(u.create.execute(staff, 'NOPE', form))).toMatchObject({
      ok: false,
      code: 'notFound',
    });
    expect(u.keys.keys.size).toBe(0);
  });

  it('lists keys without their secret or digest', async () => {
    const u = useCases();
    const { secret } = await created(u);
    const listed = await outcome(u.list.execute(staff, 'MAPLE'));
    expect(listed.ok && listed.value).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(JSON.stringify(listed)).not.toContain('sha:');
  });

  it('rotates: a new secret for the same scopes, the old key revoked at once', async () => {
    const u = useCases();
    const first = await created(u);
    const r = await outcome(u.rotate.execute(staff, first.key.id));
    if (!r.ok) throw new Error(r.code);
    expect(r.value.key).toMatchObject({ name: 'Booking system', scopes: ['quote', 'bind'], revokedAt: null });
    expect(r.value.key.id).not.toBe(first.key.id);
    expect(r.value.secret).not.toBe(first.secret);
    expect(u.keys.keys.get(first.key.id)?.revokedAt).toBe(NOW.toISOString());
    expect(await outcome(u.rotate.execute(staff, first.key.id))).toMatchObject({
      ok: false,
      code: 'partnerKeyAlreadyRevoked',
    });
  });

  it('revokes once; revoking again answers the same key', async () => {
    const u = useCases();
    const { key } = await created(u);
    const once = await outcome(u.revoke.execute(staff, key.id));
    expect(once).toMatchObject({ ok: true, value: { id: key.id, revokedAt: NOW.toISOString() } });
    expect(await outcome(u.revoke.execute(staff, key.id))).toEqual(once);
    expect(await outcome(u.revoke.execute(staff, 'missing000000000'))).toMatchObject({
      ok: false,
      code: 'notFound',
    });
  });

  it('answers "not found" to whoever lacks the claim or the organization', async () => {
    const u = useCases();
    const { key } = await created(u);
    const noClaim = aPartnerKeyManager({ claims: ['ORGANIZATION_READ', 'PROFILE_EDIT'] });
    const otherOrg = aPartnerKeyManager({ dataScope: 'ORGANIZATION', organizationsInScope: ['NORTHBANK'] });
    const anonymous: Actor = { kind: 'anonymous', organizationCode: 'MAPLE' };
    for (const actor of [noClaim, otherOrg, anonymous]) {
      expect(await outcome(u.list.execute(actor, 'MAPLE'))).toMatchObject({ ok: false, code: 'notFound' });
      expect(await outcome(u.create.execute(actor, 'MAPLE', form))).toMatchObject({
        ok: false,
        code: 'notFound',
      });
      expect(await outcome(u.rotate.execute(actor, key.id))).toMatchObject({ ok: false, code: 'notFound' });
      expect(await outcome(u.revoke.execute(actor, key.id))).toMatchObject({ ok: false, code: 'notFound' });
    }
    expect(u.keys.keys.get(key.id)?.revokedAt).toBeNull();
    const inScope = aPartnerKeyManager({ dataScope: 'ORGANIZATION', organizationsInScope: ['MAPLE'] });
    expect(await outcome(u.list.execute(inScope, 'MAPLE'))).toMatchObject({ ok: true });
  });
});
