import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import api from '../../../../translations/errors/api.en.json';
import apiFr from '../../../../translations/errors/api.fr.json';
import admin from '../../../../translations/errors/distribution-admin.en.json';
import adminFr from '../../../../translations/errors/distribution-admin.fr.json';
import distribution from '../../../../translations/errors/distribution.en.json';
import distributionFr from '../../../../translations/errors/distribution.fr.json';
import rating from '../../../../translations/errors/rating.en.json';
import ratingFr from '../../../../translations/errors/rating.fr.json';
import type { Actor } from '../session/session';
import type { DistributionStores } from './distribution-transactions.port';
import { DISTRIBUTION_ERROR_CODES } from './distribution.errors';
import { DISTRIBUTION_USE_CASES, distributionModule, distributionUseCases } from './distribution.module';
import { DISTRIBUTION_TOKENS } from './distribution.tokens';
import { fakeTransactions, outcome } from './test-support/outcome';

const staff = {
  kind: 'user',
  profileRef: 'prf-staff',
  dataScope: 'ALL',
  organizationsInScope: [],
  organizations: [],
} as unknown as Actor;

/** Only what the use cases below call; any other call fails the test. */
const stores = (inserted: unknown[]) =>
  ({
    read: { organizations: async () => [{ code: 'MAPLE' }] },
    admin: {
      profileCodeTaken: async (code: string) => code === 'taken@example.com',
      insertProfile: async (...a: unknown[]) => void inserted.push(a),
    },
    referringAgents: {},
  }) as unknown as DistributionStores;

const composed = (inserted: unknown[]) => {
  const { tx, log } = fakeTransactions(stores(inserted));
  const container = new Container();
  container.bind(DISTRIBUTION_TOKENS.Transactions).toConstantValue(tx);
  let n = 0;
  container.bind(DISTRIBUTION_TOKENS.Ids).toConstantValue({ newId: () => `id${++n}` });
  container.bind(DISTRIBUTION_TOKENS.HtmlSanitizer).toConstantValue((html: string) => html);
  container.loadSync(distributionModule);
  return { container, log };
};

const form = (profileCode: string) => ({
  profileCode,
  role: 'Consultant_Own',
  firstName: 'Léa',
  lastName: 'Martin',
  language: 'fr',
  email: 'lea@example.com',
  organizations: [{ organizationCode: 'MAPLE', default: true }],
});

describe('distribution wiring', () => {
  it('distributionModule resolves every use case from its @inject tokens', () => {
    const { container } = composed([]);
    for (const useCase of DISTRIBUTION_USE_CASES) expect(container.get(useCase)).toBeInstanceOf(useCase);
    expect(Object.keys(distributionUseCases(container))).toHaveLength(DISTRIBUTION_USE_CASES.length);
  });

  it('a write runs in one transaction: committed when it succeeds, rolled back when refused', async () => {
    const inserted: unknown[] = [];
    const { container, log } = composed(inserted);
    const { createProfile } = distributionUseCases(container);
    expect(await outcome(createProfile.execute(staff, form('new@example.com')))).toEqual({
      ok: true,
      value: { profileRef: 'prf-id2', referenceNumber: 'id1' },
    });
    const taken = await outcome(createProfile.execute(staff, form('taken@example.com')));
    expect(taken).toMatchObject({ ok: false, error: expect.objectContaining({ _tag: 'Conflict' }) });
    expect(log).toEqual(['committed', 'rolledBack']);
    expect(inserted).toHaveLength(1);
  });

  it.each(DISTRIBUTION_ERROR_CODES)('%s has an EN and a FR label', (code) => {
    const en: Record<string, string> = { ...api, ...rating, ...distribution, ...admin };
    const fr: Record<string, string> = { ...apiFr, ...ratingFr, ...distributionFr, ...adminFr };
    expect(en[code]).toBeTruthy();
    expect(fr[code]).toBeTruthy();
  });
});
