import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  CATALOGUE_LAYOUT,
  RATE_FILE_PATTERN,
  checkedNeedsAnalysis,
  checkedPlans,
  checkedQuestionnaire,
  checkedRateTable,
  type CheckedPart,
} from '@tripx/application';
import {
  prepareCatalogue,
  type CatalogueData,
  type MedicalQuestionnaire,
  type PlanCatalogueFile,
  type RateTable,
  type RatingCatalogue,
} from '@tripx/domain';
import { DEFAULT_CATALOGUE_DIR } from './default-catalogue-dir';
import { problemsOf, type FileProblem } from './file-problem';
import { readJsonFile } from './read-json-file';

export type LoadResult =
  | { readonly ok: true; readonly catalogue: RatingCatalogue; readonly data: CatalogueData }
  | { readonly ok: false; readonly problems: readonly FileProblem[] };

const listJson = async (dir: string): Promise<string[]> => {
  try {
    return (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
};

/** Reads one file, decodes and checks it; problems are added to `problems`, the value returned when decoded. */
const checkFile = async <A>(
  dir: string,
  file: string,
  check: (json: unknown) => CheckedPart<A>,
  problems: FileProblem[],
): Promise<A | undefined> => {
  const json = await readJsonFile(join(dir, file));
  if (!json.ok) return void problems.push(...problemsOf(file, json.errors));
  const part = check(json.value);
  problems.push(...problemsOf(file, part.errors));
  return part.value;
};

/** The effective date a rate file's name announces must be the one inside it. */
export const fileNameProblems = (file: string, table: RateTable): FileProblem[] => {
  const named = RATE_FILE_PATTERN.exec(basename(file))?.[1];
  return named !== undefined && named !== table.effectiveDate
    ? [{ file, path: 'effectiveDate', code: 'effectiveDateMismatch' }]
    : [];
};

/** Plans and questionnaires: what every rate file is checked against. */
export const loadProductFiles = async (
  dir: string,
  problems: FileProblem[],
): Promise<{ plans?: PlanCatalogueFile; questionnaires: MedicalQuestionnaire[] }> => {
  const questionnaires: MedicalQuestionnaire[] = [];
  for (const name of await listJson(join(dir, CATALOGUE_LAYOUT.questionnairesDir))) {
    if (!name.startsWith(CATALOGUE_LAYOUT.medicalPrefix)) continue;
    const file = `${CATALOGUE_LAYOUT.questionnairesDir}/${name}`;
    const q = await checkFile(dir, file, checkedQuestionnaire, problems);
    if (q) questionnaires.push(q);
  }
  const plans = await checkFile(
    dir,
    CATALOGUE_LAYOUT.plans,
    (json) => checkedPlans(json, questionnaires),
    problems,
  );
  return plans ? { plans, questionnaires } : { questionnaires };
};

/**
 * Reads, decodes and checks every file of a catalogue directory (default: the repository's
 * `catalogue/`). Any problem in any file refuses the whole catalogue, with every problem listed.
 */
export const loadCatalogue = async (dir: string = DEFAULT_CATALOGUE_DIR): Promise<LoadResult> => {
  const problems: FileProblem[] = [];
  const { plans, questionnaires } = await loadProductFiles(dir, problems);
  const needsAnalysis = await checkFile(dir, CATALOGUE_LAYOUT.needsAnalysis, checkedNeedsAnalysis, problems);
  const rateTables: RateTable[] = [];
  const rateFiles = await listJson(join(dir, CATALOGUE_LAYOUT.ratesDir));
  if (rateFiles.length === 0)
    problems.push({ file: CATALOGUE_LAYOUT.ratesDir, path: '', code: 'noRateFiles' });
  for (const name of rateFiles) {
    const file = `${CATALOGUE_LAYOUT.ratesDir}/${name}`;
    const table = await checkFile(
      dir,
      file,
      (json) => checkedRateTable(json, plans, questionnaires),
      problems,
    );
    if (!table) continue;
    problems.push(...fileNameProblems(file, table));
    rateTables.push(table);
  }
  if (problems.length > 0 || !plans || !needsAnalysis) return { ok: false, problems };
  const data: CatalogueData = { ...plans, rateTables, medicalQuestionnaires: questionnaires, needsAnalysis };
  // The per-file checks passed; what is left is across files (a version or a plan class twice).
  const prepared = prepareCatalogue(data);
  if (!prepared.ok) return { ok: false, problems: problemsOf('.', prepared.errors) };
  return { ok: true, catalogue: prepared.value, data };
};
