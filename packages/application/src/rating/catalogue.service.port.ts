import type { Language, PlanClass } from '@tripx/domain';
import type { NeedsAnalysisQuestionnaire } from '../contracts/answers.contract';
import type { MedicalQuestionnaireResponse, PlanContentView } from './contracts';
import type { ApiResult } from '../contracts/service-result';

/** The plans and their questionnaires, as an app reads them (adapters-http's client implements it). */
export interface CatalogueService {
  /** Plans (content) in one language. */
  plans(lang: Language): Promise<ApiResult<readonly PlanContentView[]>>;
  needsAnalysis(planClass: PlanClass, lang: Language): Promise<ApiResult<NeedsAnalysisQuestionnaire>>;
  medicalQuestionnaire(
    planClass: PlanClass,
    lang: Language,
  ): Promise<ApiResult<MedicalQuestionnaireResponse>>;
}
