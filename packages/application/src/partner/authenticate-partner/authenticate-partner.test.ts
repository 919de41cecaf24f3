import 'reflect-metadata';
import { partnerSecret } from '@tripx/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeTransactions, outcome } from '../../distribution/test-support/outcome';
import {
  CreatePartnerKeyUseCase,
  PartnerKeyIssuer,
  RevokePartnerKeyUseCase,
} from '../manage-partner-keys/manage-partner-keys';
import { countingSecrets, InMemoryPartnerKeys } from '../test-support/in-memory-partner-keys';
import { aPartnerKeyManager } from '../test-support/partner-actors';
import { AuthenticatePartnerUseCase, RecordPartnerKeyUseUseCase } from './authenticate-partner';

const NOW = new Date('2026-11-27T15:00:00.000Z');
const staff = aPartnerKeyManager();

const setUp = () => {
  const keys = new InMemoryPartnerKeys();
  const { tx } = fakeTransactions({ keys });
  const secrets = countingSecrets();
  const create = async (org: string, environment: 'test' | 'live') => {
    const r = await outcome(
      new CreatePartnerKeyUseCase(tx, new PartnerKeyIssuer(secrets, () => NOW)).execute(staff, org, {
        name: org,
        scopes: ['quote', 'policies:read'],
        environment,
      }),
    );
    if (!r.ok) throw new Error(r.code);
    return r.value;
  };
  return {
    keys,
    create,
    revoke: new RevokePartnerKeyUseCase(tx, () => NOW),
    authenticate: new AuthenticatePartnerUseCase(tx, secrets),
    record: new RecordPartnerKeyUseUseCase(tx),
  };
};

describe('authenticating a partner', () => {
  it('turns a secret into the caller of its key: organization, scopes and environment', async () => {
    const s = setUp();
    const { key, secret } = await s.create('NORTHBANK', 'live');
    expect(await outcome(s.authenticate.execute(secret))).toEqual({
      ok: true,
      value: {
        keyId: key.id,
        organizationCode: 'NORTHBANK',
        scopes: ['quote', 'policies:read'],
        environment: 'live',
      },
    });
  });

  it('property: only the exact secret of a live key authenticates, as that key', async () => {
    const s = setUp();
    const made = [
      await s.create('MAPLE', 'test'),
      await s.create('NORTHBANK', 'live'),
      await s.create('MAPLE', 'live'),
    ];
    await outcome(s.revoke.execute(staff, made[2]!.key.id));
    const candidates = [
      ...made.map((m) => m.secret),
      ...made.map((m) =>
        partnerSecret(m.key.environment === 'test' ? 'live' : 'test', m.key.id, m.secret.slice(-43)),
      ),
      ...made.map((m) => `${m.secret.slice(0, -1)}x`),
      'tpx_test_nokey00000000000_' + 'A'.repeat(43),
      'Bearer nothing',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...candidates), async (secret) => {
        const r = await outcome(s.authenticate.execute(secret));
        const owner = made.find((m) => m.secret === secret);
        if (!owner) expect(r).toMatchObject({ ok: false, code: 'partnerKeyUnknown' });
        else if (owner === made[2]) expect(r).toMatchObject({ ok: false, code: 'partnerKeyRevoked' });
        else expect(r).toMatchObject({ ok: true, value: { keyId: owner.key.id } });
      }),
    );
  });

  it("records a use and the key's last use", async () => {
    const s = setUp();
    const { key } = await s.create('MAPLE', 'test');
    const use = {
      keyId: key.id,
      method: 'GET',
      route: '/partner/v1/policies',
      status: 200,
      at: NOW.toISOString(),
    };
    await outcome(s.record.execute(use));
    expect(await s.keys.uses(key.id, 5)).toEqual([use]);
    expect(s.keys.keys.get(key.id)?.lastUsedAt).toBe(NOW.toISOString());
  });
});
