import 'reflect-metadata';
import { aQuoteRequest, sampleCatalogue } from '@tripx/domain/test-support';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import en from '../../../../translations/errors/rating.en.json';
import fr from '../../../../translations/errors/rating.fr.json';
import { RECOMMENDATION_CODES } from './contracts/recommendation.contract';
import { GetMedicalQuestionnaireUseCase } from './get-medical-questionnaire/get-medical-questionnaire';
import { GetNeedsAnalysisUseCase } from './get-needs-analysis/get-needs-analysis';
import { GetPlanContentUseCase } from './get-plan-content/get-plan-content';
import { QuoteUseCase } from './quote/quote';
import { RecommendUseCase } from './recommend/recommend';
import { ratingModule } from './rating.module';
import { ScoreMedicalQuestionnaireUseCase } from './score-medical-questionnaire/score-medical-questionnaire';
import { RATING_ERROR_CODES } from './rating.errors';
import { RATING_TOKENS } from './rating.tokens';
import { catalogueOf, clockAt, run } from './test-support/fake-ports';

describe('rating wiring', () => {
  it('ratingModule resolves every use case from its @inject tokens', async () => {
    const container = new Container();
    container.bind(RATING_TOKENS.RateCatalogue).toConstantValue(catalogueOf(sampleCatalogue()));
    container.bind(RATING_TOKENS.Clock).toConstantValue(clockAt('2025-06-01T12:00:00Z'));
    container.loadSync(ratingModule);
    for (const useCase of [
      QuoteUseCase,
      RecommendUseCase,
      GetMedicalQuestionnaireUseCase,
      ScoreMedicalQuestionnaireUseCase,
      GetPlanContentUseCase,
      GetNeedsAnalysisUseCase,
    ])
      expect(container.get(useCase)).toBeInstanceOf(useCase);
    const result = await run(container.get(QuoteUseCase).execute(aQuoteRequest()));
    expect(result.ok && result.value.totalCents).toBe(3931);
  });

  it.each([...RATING_ERROR_CODES, ...RECOMMENDATION_CODES])('%s has an EN and a FR label', (code) => {
    expect((en as Record<string, string>)[code]).toBeTruthy();
    expect((fr as Record<string, string>)[code]).toBeTruthy();
  });
});
