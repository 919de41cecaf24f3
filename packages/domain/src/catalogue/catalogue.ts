import type { BenefitDefinition } from './benefit';
import type { MedicalQuestionnaire } from './medical-questionnaire';
import type { NeedsAnalysisQuestionnaire } from './needs-analysis';
import type { PlanDefinition } from './plan';
import type { RateTable } from './rate-table';

/** Everything the rating engine reads, as decoded from files (or any other store). */
export interface CatalogueData {
  readonly plans: readonly PlanDefinition[];
  readonly benefits: readonly BenefitDefinition[];
  readonly rateTables: readonly RateTable[];
  readonly medicalQuestionnaires: readonly MedicalQuestionnaire[];
  readonly needsAnalysis: NeedsAnalysisQuestionnaire;
}

/** The plan-file part of the catalogue (`catalogue/plans.json`). */
export interface PlanCatalogueFile {
  readonly plans: readonly PlanDefinition[];
  readonly benefits: readonly BenefitDefinition[];
}
