import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../database/database';

export interface TranslationFile {
  readonly space: string;
  readonly name: string;
  readonly language: 'en' | 'fr';
  readonly labels: Record<string, string>;
}

const FILE = /^([A-Za-z0-9_.-]+)\.(en|fr)\.json$/;
const SPACE = /^[A-Za-z0-9_-]+$/;

const flatLabels = (value: unknown): Record<string, string> | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  return entries.every(([, v]) => typeof v === 'string')
    ? (Object.fromEntries(entries) as Record<string, string>)
    : undefined;
};

/**
 * Every `translations/<space>/<name>.<en|fr>.json` file. A file that is not a flat object of
 * strings is reported, not loaded: a broken label file must not take the server down.
 */
export const readTranslationFiles = (
  root: string,
): { files: readonly TranslationFile[]; rejected: readonly string[] } => {
  const files: TranslationFile[] = [];
  const rejected: string[] = [];
  if (!existsSync(root)) return { files, rejected };
  for (const space of readdirSync(root, { withFileTypes: true })) {
    if (!space.isDirectory() || !SPACE.test(space.name)) continue;
    for (const file of readdirSync(join(root, space.name))) {
      const m = FILE.exec(file);
      if (!m) continue;
      const path = join(root, space.name, file);
      let labels: Record<string, string> | undefined;
      try {
        labels = flatLabels(JSON.parse(readFileSync(path, 'utf8')));
      } catch {
        labels = undefined;
      }
      if (labels === undefined) rejected.push(path);
      else files.push({ space: space.name, name: m[1] as string, language: m[2] as 'en' | 'fr', labels });
    }
  }
  return { files, rejected };
};

/** Label files are code: they are written to the table at every start, replacing older labels. */
export const seedTranslations = async (trx: Db, files: readonly TranslationFile[]): Promise<number> => {
  for (const f of files) {
    const labels = JSON.stringify(f.labels);
    await trx
      .insertInto('translations')
      .values({ space: f.space, name: f.name, language: f.language, labels })
      .onConflict((oc) =>
        oc.columns(['space', 'name', 'language']).doUpdateSet({ labels, updated_at: new Date() }),
      )
      .execute();
  }
  return files.length;
};
