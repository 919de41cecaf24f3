import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { aQuoteRequest, sampleCatalogue } from '../../../domain/src/test-support/pricing';
import en from '../../../../translations/errors/rating.en.json';
import fr from '../../../../translations/errors/rating.fr.json';
import { RECOMMENDATION_CODES } from './contracts/recommendation.contract';
import { QuoteUseCase } from './quote/quote';
import { RATING_ERROR_CODES } from './rating.errors';
import { RATING_TOKENS } from './rating.tokens';
import { catalogueOf, clockAt, run } from './test-support/fake-ports';

describe('rating wiring', () => {
  it('the use cases resolve from an inversify container by their @inject tokens', async () => {
    const container = new Container();
    container.bind(RATING_TOKENS.RateCatalogue).toConstantValue(catalogueOf(sampleCatalogue()));
    container.bind(RATING_TOKENS.Clock).toConstantValue(clockAt('2025-06-01T12:00:00Z'));
    container.bind(QuoteUseCase).toSelf();
    const result = await run(container.get(QuoteUseCase).execute(aQuoteRequest()));
    expect(result.ok && result.value.totalCents).toBe(3931);
  });

  it.each([...RATING_ERROR_CODES, ...RECOMMENDATION_CODES])('%s has an EN and a FR label', (code) => {
    expect((en as Record<string, string>)[code]).toBeTruthy();
    expect((fr as Record<string, string>)[code]).toBeTruthy();
  });
});
