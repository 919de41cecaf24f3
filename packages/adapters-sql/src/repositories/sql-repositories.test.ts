import { listLocations, searchLocations } from '@tripx/application';
import { POLICY_LIST, listPageOf, type CatalogueNames } from '@tripx/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { demoUser } from '../seed/demo-users.seed';
import { seededDatabase } from '../test-support/seeded-database';
import { sqlRepositories } from './sql-repositories';
import { SqlPolicyReadRepository } from './sql-policy-read.repository';
import { tripPlaces } from './sql-trip-places';

let database: Database;
beforeAll(async () => {
  ({ database } = await seededDatabase());
}, 120_000);
afterAll(() => database.close());
const repos = () => sqlRepositories(database.db);
const now = new Date('2026-03-02T16:00:00Z');

describe('sessions in the database', () => {
  it('finds a session until it expires, then never again', async () => {
    const s = await repos().sessions.start({ now, ttlSeconds: 60, organizationCode: 'CM', language: 'fr' });
    expect(await repos().sessions.find(s.token, new Date(now.getTime() + 59_000))).toMatchObject({
      language: 'fr',
      csrfToken: s.csrfToken,
    });
    expect(await repos().sessions.find(s.token, new Date(now.getTime() + 60_000))).toBeUndefined();
    expect(await repos().sessions.extend(s.token, new Date(now.getTime() + 61_000), 60)).toBeUndefined();
  });

  it('stores only a hash of the token', async () => {
    const s = await repos().sessions.start({ now, ttlSeconds: 60, organizationCode: null, language: 'en' });
    const rows = await database.db.selectFrom('sessions').select('id_hash').execute();
    expect(rows.some((r) => r.id_hash === s.token)).toBe(false);
  });

  it('signs in under a new token; the old one stops working; claims come from the role', async () => {
    const anon = await repos().sessions.start({
      now,
      ttlSeconds: 600,
      organizationCode: 'CM',
      language: 'en',
    });
    const signed = await repos().sessions.signIn(anon.token, demoUser('agent.own').profileRef, now, 600);
    expect(signed?.token).not.toBe(anon.token);
    expect(await repos().sessions.find(anon.token, now)).toBeUndefined();
    expect(signed?.user).toMatchObject({
      role: 'Consultant_Own',
      dataScope: 'OWN',
      organizationsInScope: ['MAPLE-TOR'],
    });
    expect(signed?.user?.claims).toContain('POLICY_READ');
    expect(signed?.user?.claims).not.toContain('PROFILE_READ');
    expect(signed?.organizationCode).toBe('MAPLE-TOR');
  });

  it('gives an agency administrator the child agencies in scope', async () => {
    const anon = await repos().sessions.start({
      now,
      ttlSeconds: 600,
      organizationCode: 'CM',
      language: 'en',
    });
    const signed = await repos().sessions.signIn(anon.token, demoUser('agency.admin').profileRef, now, 600);
    expect([...(signed?.user?.organizationsInScope ?? [])].sort()).toEqual([
      'MAPLE',
      'MAPLE-MTL',
      'MAPLE-TOR',
    ]);
  });

  it('property: a token that was never issued finds nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (token) => {
        expect(await repos().sessions.find(token, now)).toBeUndefined();
      }),
      { numRuns: 50 },
    );
  });
});

describe('travel locations', () => {
  it('matches a case-insensitive prefix of the IATA code first', async () => {
    const found = await searchLocations(repos().locations, { prefix: 'yul', language: 'en' });
    expect(found[0]).toMatchObject({ iata: 'YUL', country: 'CA', countryName: 'Canada' });
  });
  it('matches city, state and country name prefixes, in the asked language', async () => {
    const byCity = await searchLocations(repos().locations, { prefix: 'montré', language: 'fr' });
    expect(byCity.map((l) => l.iata)).toContain('YUL');
    const byCountry = await searchLocations(repos().locations, { prefix: 'allem', language: 'fr' });
    expect(byCountry.length).toBeGreaterThan(0);
    expect(byCountry.every((l) => l.country === 'DE')).toBe(true);
  });
  it('filters outside Canada as every country but CA', async () => {
    const abroad = await searchLocations(repos().locations, {
      prefix: 'y',
      outsideCanada: true,
      language: 'en',
    });
    expect(abroad.length).toBe(20);
    expect(abroad.every((l) => l.country !== 'CA')).toBe(true);
  });
  it('treats LIKE wildcards typed by a user literally', async () => {
    expect(await searchLocations(repos().locations, { prefix: '%', language: 'en' })).toEqual([]);
    expect(await searchLocations(repos().locations, { prefix: '_', language: 'en' })).toEqual([]);
  });
  it('lists up to 1000 locations, one per IATA code', async () => {
    const all = await listLocations(repos().locations, { language: 'en' });
    expect(all.length).toBe(1000);
    expect(new Set(all.map((l) => l.iata)).size).toBe(1000);
  });
});

describe('policies, read side', () => {
  it('searches only within the visibility it is given, newest first', async () => {
    const own = await repos().policies.search(
      {},
      { kind: 'OWN', organizationCodes: ['MAPLE-TOR'], profileRef: demoUser('agent.own').profileRef },
      listPageOf(POLICY_LIST),
    );
    expect(own.policies.map((p) => p.policyNumber)).toEqual(['TX10000011']);
    const org = await repos().policies.search(
      {},
      { kind: 'ORGANIZATION', organizationCodes: ['MAPLE-TOR'] },
      listPageOf(POLICY_LIST),
    );
    expect(org.total).toBe(2);
    const all = await repos().policies.search({ lastName: 'pell' }, { kind: 'ALL' }, listPageOf(POLICY_LIST));
    expect(all.policies.map((p) => p.policyNumber).sort()).toEqual(['TX10000031', 'TX10000032']);
  });
  it('loads a booking with all its travellers, dependents and payments', async () => {
    const p = await repos().policies.findByPolicyNumber('TX10000032');
    expect(p?.paxes.map((x) => x.policyStatus)).toEqual(['ACTIVE', 'INACTIVE']);
    expect(p?.dependents[0]?.firstName).toBe('Léa');
    expect(p?.paxes[0]?.payments[0]?.method).toBe('PAID_TO_AGENCY');
  });

  it('names the departure city and destinations from the travel locations, and plans and add-ons from the catalogue', async () => {
    const names: CatalogueNames = {
      plan: (code) => (code === 'SEMH' ? { en: 'Emergency medical', fr: 'Soins médicaux' } : undefined),
      benefit: (code) => (code === 'TCI' ? { en: 'Trip cancellation', fr: 'Annulation' } : undefined),
    };
    const reads = new SqlPolicyReadRepository(database.db, names);
    const p = await reads.findByPolicyNumber('TX10000032');
    expect(p?.places.departure).toEqual({
      code: 'YUL',
      name: {
        en: expect.stringMatching(/^Montr.al \(YUL\), Canada$/),
        fr: expect.stringMatching(/\(YUL\), Canada$/),
      },
    });
    expect(p?.places.destinations).toEqual([
      {
        code: 'CDG,FR',
        name: {
          en: expect.stringMatching(/\(CDG\), France$/),
          fr: expect.stringMatching(/\(CDG\), France$/),
        },
      },
    ]);
    // A seeded policy recorded no plan name: the catalogue's is shown; in the list too.
    expect(p?.paxes[0]?.plan).toEqual({
      code: 'SEMH',
      name: { en: 'Emergency medical', fr: 'Soins médicaux' },
    });
    expect(p?.paxes[0]?.benefits).toEqual([]);
    const list = await reads.search(
      { policyNumber: 'TX10000032' },
      { kind: 'ALL' },
      listPageOf(POLICY_LIST, { limit: 1 }),
    );
    expect(list.policies[0]?.planName).toEqual({ en: 'Emergency medical', fr: 'Soins médicaux' });
    // Without the catalogue, nothing is named but nothing is lost.
    expect((await repos().policies.findByPolicyNumber('TX10000032'))?.paxes[0]?.plan.name).toBeNull();
  });

  it('a place the locations do not know keeps its code, with no name', async () => {
    const places = await tripPlaces(database.db, {
      departureLocation: 'QQQ',
      destinations: ['ZZZ,ZZ', 'US', ''],
    });
    expect(places.departure).toEqual({ code: 'QQQ', name: null });
    expect(places.destinations).toEqual([
      { code: 'ZZZ,ZZ', name: null },
      { code: 'US', name: { en: 'United States of America', fr: expect.stringMatching(/^États-Unis/) } },
      { code: '', name: null },
    ]);
  });
});
