import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import api from '../../../../translations/errors/api.en.json';
import apiFr from '../../../../translations/errors/api.fr.json';
import partner from '../../../../translations/errors/partner-keys.en.json';
import partnerFr from '../../../../translations/errors/partner-keys.fr.json';
import rating from '../../../../translations/errors/rating.en.json';
import ratingFr from '../../../../translations/errors/rating.fr.json';
import { fakeTransactions, outcome } from '../distribution/test-support/outcome';
import { PARTNER_KEY_ERROR_CODES } from './partner.errors';
import { PARTNER_USE_CASES, partnerModule, partnerUseCases } from './partner.module';
import { PARTNER_TOKENS } from './partner.tokens';
import { countingSecrets, InMemoryPartnerKeys } from './test-support/in-memory-partner-keys';
import { aPartnerKeyManager } from './test-support/partner-actors';

const composed = () => {
  const keys = new InMemoryPartnerKeys();
  const { tx, log } = fakeTransactions({ keys });
  const container = new Container();
  container.bind(PARTNER_TOKENS.Transactions).toConstantValue(tx);
  container.bind(PARTNER_TOKENS.Secrets).toConstantValue(countingSecrets());
  container.bind(PARTNER_TOKENS.Clock).toConstantValue(() => new Date('2026-11-27T15:00:00Z'));
  container.loadSync(partnerModule);
  return { container, log, keys };
};

describe('partner wiring', () => {
  it('partnerModule resolves every use case from its @inject tokens', () => {
    const { container } = composed();
    for (const useCase of PARTNER_USE_CASES) expect(container.get(useCase)).toBeInstanceOf(useCase);
    expect(Object.keys(partnerUseCases(container))).toHaveLength(PARTNER_USE_CASES.length);
  });

  it('a key made through the container authenticates through it', async () => {
    const { container, log } = composed();
    const { createKey, authenticate } = partnerUseCases(container);
    const made = await outcome(
      createKey.execute(aPartnerKeyManager(), 'MAPLE', {
        name: 'Site',
        scopes: ['quote'],
        environment: 'test',
      }),
    );
    if (!made.ok) throw new Error(made.code);
    expect(await outcome(authenticate.execute(made.value.secret))).toMatchObject({
      ok: true,
      value: { keyId: made.value.key.id, organizationCode: 'MAPLE' },
    });
    const refused = await outcome(
      createKey.execute(aPartnerKeyManager(), 'NOPE', {
        name: 'Site',
        scopes: ['quote'],
        environment: 'test',
      }),
    );
    expect(refused).toMatchObject({ ok: false, code: 'notFound' });
    expect(log).toEqual(['committed', 'rolledBack']);
  });

  it.each(PARTNER_KEY_ERROR_CODES)('%s has an EN and a FR label', (code) => {
    const en: Record<string, string> = { ...api, ...rating, ...partner };
    const fr: Record<string, string> = { ...apiFr, ...ratingFr, ...partnerFr };
    expect(en[code]).toBeTruthy();
    expect(fr[code]).toBeTruthy();
  });
});
