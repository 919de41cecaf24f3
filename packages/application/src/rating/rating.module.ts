import { ContainerModule } from 'inversify';
import { CheckEligibilityUseCase } from './check-eligibility/check-eligibility';
import { GetMedicalQuestionnaireUseCase } from './get-medical-questionnaire/get-medical-questionnaire';
import { GetNeedsAnalysisUseCase } from './get-needs-analysis/get-needs-analysis';
import { GetPlanContentUseCase } from './get-plan-content/get-plan-content';
import { QuoteUseCase } from './quote/quote';
import { RecommendUseCase } from './recommend/recommend';
import { ScoreMedicalQuestionnaireUseCase } from './score-medical-questionnaire/score-medical-questionnaire';

/**
 * The rating context's use cases. Its ports (RATING_TOKENS) are bound by whoever composes it: the
 * server (the catalogue files, the database's licences, signed quote references), the CLI, a test.
 */
export const ratingModule = new ContainerModule(({ bind }) => {
  for (const useCase of [
    QuoteUseCase,
    RecommendUseCase,
    CheckEligibilityUseCase,
    GetMedicalQuestionnaireUseCase,
    ScoreMedicalQuestionnaireUseCase,
    GetPlanContentUseCase,
    GetNeedsAnalysisUseCase,
  ])
    bind(useCase).toSelf().inSingletonScope();
});

/** The use cases the HTTP edge calls, taken from a container that loaded ratingModule. */
export const ratingUseCases = (container: { get<T>(id: abstract new (...args: never[]) => T): T }) => ({
  quote: container.get(QuoteUseCase),
  recommend: container.get(RecommendUseCase),
  eligibility: container.get(CheckEligibilityUseCase),
  medicalQuestionnaire: container.get(GetMedicalQuestionnaireUseCase),
  scoreQuestionnaire: container.get(ScoreMedicalQuestionnaireUseCase),
  planContent: container.get(GetPlanContentUseCase),
  needsAnalysis: container.get(GetNeedsAnalysisUseCase),
});
export type RatingUseCases = ReturnType<typeof ratingUseCases>;
