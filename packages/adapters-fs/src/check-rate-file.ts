import { resolve } from 'node:path';
import { checkedRateTable } from '@tripx/application';
import type { RateTable } from '@tripx/domain';
import { DEFAULT_CATALOGUE_DIR } from './default-catalogue-dir';
import { problemsOf, type FileProblem } from './file-problem';
import { fileNameProblems, loadProductFiles } from './load-catalogue';
import { readJsonFile } from './read-json-file';

/** The problems of a rate file; the decoded table when it has the right shape. */
export interface RateFileCheck {
  readonly problems: readonly FileProblem[];
  readonly table?: RateTable;
}

/**
 * Checks a candidate rate file against the plans of a catalogue, before it is dropped into
 * `catalogue/rates/`: shape (io-ts, every wrong field), consistency (domain), name and date.
 * Problems of the file carry the path given; problems of the catalogue itself, its file names.
 */
export const checkRateFile = async (
  path: string,
  catalogueDir: string = DEFAULT_CATALOGUE_DIR,
): Promise<RateFileCheck> => {
  const problems: FileProblem[] = [];
  const { plans, questionnaires } = await loadProductFiles(catalogueDir, problems);
  const json = await readJsonFile(resolve(path));
  if (!json.ok) return { problems: [...problems, ...problemsOf(path, json.errors)] };
  const table = checkedRateTable(json.value, plans, questionnaires);
  if (!table.value) return { problems: [...problems, ...problemsOf(path, table.errors)] };
  return {
    problems: [...problems, ...fileNameProblems(path, table.value), ...problemsOf(path, table.errors)],
    table: table.value,
  };
};
