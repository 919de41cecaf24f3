import { readFile } from 'node:fs/promises';
import { fail, fieldError, ok, type Result } from '@tripx/domain';
import type { CatalogueFileCode } from './file-problem';

/** The parsed JSON of a file, or why it could not be read. */
export const readJsonFile = async (path: string): Promise<Result<unknown, CatalogueFileCode>> => {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return fail([fieldError('', 'fileMissing')]);
  }
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return fail([fieldError('', 'invalidJson')]);
  }
};
