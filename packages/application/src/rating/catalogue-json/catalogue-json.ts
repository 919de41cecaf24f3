import {
  checkMedicalQuestionnaire,
  checkNeedsAnalysis,
  checkPlans,
  checkRateTable,
  fail,
  mqCategoriesByClass,
  prepareCatalogue,
  type FieldError,
  type MedicalQuestionnaire,
  type NeedsAnalysisQuestionnaire,
  type PlanCatalogueFile,
  type RateTable,
  type RatingCatalogue,
  type Result,
} from '@tripx/domain';
import { decodePlanCatalogueFile } from '../contracts/plans-file.codec';
import { decodeMedicalQuestionnaire, decodeNeedsAnalysis } from '../contracts/questionnaires.codec';
import { decodeRateTable } from '../contracts/rate-table.codec';
import { CATALOGUE_LAYOUT } from './catalogue-layout';

/** One part of a catalogue: its value when its shape is right, and every wrong field (shape or rules). */
export interface CheckedPart<A> {
  readonly value?: A;
  readonly errors: readonly FieldError[];
}

const checked = <A>(
  decoded: Result<A, string>,
  check: (value: A) => readonly FieldError[],
): CheckedPart<A> =>
  decoded.ok ? { value: decoded.value, errors: check(decoded.value) } : { errors: decoded.errors };

export const checkedQuestionnaire = (json: unknown): CheckedPart<MedicalQuestionnaire> =>
  checked(decodeMedicalQuestionnaire(json), checkMedicalQuestionnaire);

export const checkedNeedsAnalysis = (json: unknown): CheckedPart<NeedsAnalysisQuestionnaire> =>
  checked(decodeNeedsAnalysis(json), checkNeedsAnalysis);

/** Plans, checked against the plan classes that have a medical questionnaire. */
export const checkedPlans = (
  json: unknown,
  questionnaires: readonly MedicalQuestionnaire[],
): CheckedPart<PlanCatalogueFile> =>
  checked(decodePlanCatalogueFile(json), (p) =>
    checkPlans(p.plans, p.benefits, new Set(questionnaires.map((q) => q.planClass))),
  );

/** A rate table, checked against the plans (when they decoded) and the questionnaires' categories. */
export const checkedRateTable = (
  json: unknown,
  plans: PlanCatalogueFile | undefined,
  questionnaires: readonly MedicalQuestionnaire[],
): CheckedPart<RateTable> =>
  checked(decodeRateTable(json), (table) =>
    plans ? checkRateTable(table, plans.plans, mqCategoriesByClass(questionnaires)) : [],
  );

/** The parsed JSON of a catalogue's files (the layout of the repository's `catalogue/`). */
export interface CatalogueJson {
  /** `plans.json` */
  readonly plans: unknown;
  /** `questionnaires/needs-analysis.json` */
  readonly needsAnalysis: unknown;
  /** `questionnaires/medical-*.json` */
  readonly medicalQuestionnaires: readonly unknown[];
  /** `rates/*.json`, one per rate version */
  readonly rateTables: readonly unknown[];
}

const under = (prefix: string, errors: readonly FieldError[]): FieldError[] =>
  errors.map((e) => ({ ...e, field: e.field ? `${prefix}.${e.field}` : prefix }));

/**
 * The rating catalogue from already-parsed JSON, with no I/O: every part decoded and checked as the
 * server's loader does (adapters-fs), then prepared. For channels that hold the catalogue
 * themselves; any wrong field refuses the whole catalogue, each named by its part
 * (`rateTables.1.taxBps.ON`).
 */
export const catalogueFromJson = (json: CatalogueJson): Result<RatingCatalogue, string> => {
  const errors: FieldError[] =
    json.rateTables.length === 0 ? [{ field: 'rateTables', code: 'required' }] : [];
  const questionnaires: MedicalQuestionnaire[] = [];
  json.medicalQuestionnaires.forEach((q, i) => {
    const part = checkedQuestionnaire(q);
    errors.push(...under(`medicalQuestionnaires.${i}`, part.errors));
    if (part.value) questionnaires.push(part.value);
  });
  const plans = checkedPlans(json.plans, questionnaires);
  errors.push(...under('plans', plans.errors));
  const needsAnalysis = checkedNeedsAnalysis(json.needsAnalysis);
  errors.push(...under('needsAnalysis', needsAnalysis.errors));
  const rateTables: RateTable[] = [];
  json.rateTables.forEach((r, i) => {
    const part = checkedRateTable(r, plans.value, questionnaires);
    errors.push(...under(`rateTables.${i}`, part.errors));
    if (part.value) rateTables.push(part.value);
  });
  if (errors.length > 0 || !plans.value || !needsAnalysis.value) return fail(errors);
  return prepareCatalogue({
    ...plans.value,
    rateTables,
    medicalQuestionnaires: questionnaires,
    needsAnalysis: needsAnalysis.value,
  });
};

/** Synchronous access to a catalogue laid out as the repository's `catalogue/`: paths are relative to it. */
export interface CatalogueFiles {
  /** The parsed JSON of a file. */
  readonly read: (path: string) => unknown;
  /** The names of a folder's files. */
  readonly list: (dir: string) => readonly string[];
}

/**
 * `catalogueFromJson` over a catalogue's files, read through the caller's functions (application
 * does no I/O): the plans, the needs analysis, every `questionnaires/medical-*.json` and every
 * `rates/*.json`, in name order as the server reads them.
 */
export const catalogueFromFiles = ({ read, list }: CatalogueFiles): Result<RatingCatalogue, string> => {
  const { questionnairesDir, ratesDir, medicalPrefix } = CATALOGUE_LAYOUT;
  const json = (dir: string, prefix = '') =>
    list(dir)
      .filter((f) => f.startsWith(prefix) && f.endsWith('.json'))
      .sort()
      .map((f) => read(`${dir}/${f}`));
  return catalogueFromJson({
    plans: read(CATALOGUE_LAYOUT.plans),
    needsAnalysis: read(CATALOGUE_LAYOUT.needsAnalysis),
    medicalQuestionnaires: json(questionnairesDir, medicalPrefix),
    rateTables: json(ratesDir),
  });
};
