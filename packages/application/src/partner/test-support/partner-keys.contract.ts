import { aStoredPartnerKey } from '@tripx/domain/test-support';
import { expect, it } from 'vitest';
import type { PartnerKeyRepository } from '../partner-keys.repository.port';

/**
 * The behaviour every PartnerKeyRepository must have, as vitest cases: call it inside a `describe`
 * with a factory of empty stores (in memory here, SQL on both databases in adapters-sql).
 */
export const partnerKeysContract = (makeStore: () => Promise<PartnerKeyRepository>): void => {
  const T0 = '2026-11-27T15:00:00.000Z';
  const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();

  it('contract: a key reads back as written, scopes and times included', async () => {
    const store = await makeStore();
    const key = aStoredPartnerKey({
      id: 'abcdefghij000001',
      scopes: ['quote', 'policies:read'],
      createdAt: T0,
    });
    await store.insert(key);
    expect(await store.find(key.id)).toEqual(key);
    expect(await store.find('abcdefghij000002')).toBeUndefined();
  });

  it('contract: lists the keys of one organization, newest first', async () => {
    const store = await makeStore();
    await store.insert(aStoredPartnerKey({ id: 'k000000000000001', createdAt: at(0) }));
    await store.insert(aStoredPartnerKey({ id: 'k000000000000002', createdAt: at(1) }));
    await store.insert(aStoredPartnerKey({ id: 'k000000000000003', organizationCode: 'NORTHBANK' }));
    expect((await store.listByOrganization('MAPLE')).map((k) => k.id)).toEqual([
      'k000000000000002',
      'k000000000000001',
    ]);
    expect(await store.listByOrganization('CM')).toEqual([]);
  });

  it('contract: a revocation keeps its first time', async () => {
    const store = await makeStore();
    await store.insert(aStoredPartnerKey({ id: 'k000000000000001' }));
    await store.revoke('k000000000000001', at(5));
    await store.revoke('k000000000000001', at(9));
    expect((await store.find('k000000000000001'))?.revokedAt).toBe(at(5));
  });

  it('contract: a use is logged and moves the last use forward, never back', async () => {
    const store = await makeStore();
    await store.insert(aStoredPartnerKey({ id: 'k000000000000001' }));
    const use = (minutes: number, status: number) => ({
      keyId: 'k000000000000001',
      method: 'POST',
      route: '/partner/v1/quotes',
      status,
      at: at(minutes),
    });
    await store.recordUse(use(2, 200));
    await store.recordUse(use(1, 429));
    expect((await store.find('k000000000000001'))?.lastUsedAt).toBe(at(2));
    expect(await store.uses('k000000000000001', 10)).toEqual([use(2, 200), use(1, 429)]);
    expect(await store.uses('k000000000000001', 1)).toEqual([use(2, 200)]);
  });

  it('contract: knows the organizations that exist', async () => {
    const store = await makeStore();
    expect(await store.organizationExists('MAPLE')).toBe(true);
    expect(await store.organizationExists('NOPE')).toBe(false);
  });
};
