import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TRANSLATIONS_DIR } from '../test-support/seeded-database';
import { readTranslationFiles, type TranslationFile } from './translations.seed';

const placeholders = (label: string): string[] =>
  [...label.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] as string).sort();

/** Where the French file differs from the English one: a key on one side only, or other placeholders. */
const differences = (files: readonly TranslationFile[]): string[] => {
  const byName = new Map<string, Partial<Record<'en' | 'fr', TranslationFile>>>();
  for (const f of files) {
    const id = `${f.space}/${f.name}`;
    byName.set(id, { ...byName.get(id), [f.language]: f });
  }
  const out: string[] = [];
  for (const [id, { en, fr }] of byName) {
    if (!en || !fr) {
      out.push(`${id}: no ${en ? 'fr' : 'en'} file`);
      continue;
    }
    for (const key of new Set([...Object.keys(en.labels), ...Object.keys(fr.labels)])) {
      const e = en.labels[key];
      const f = fr.labels[key];
      if (e === undefined || f === undefined)
        out.push(`${id}: ${key} only in ${e === undefined ? 'fr' : 'en'}`);
      else if (e.trim() === '' || f.trim() === '') out.push(`${id}: ${key} is empty`);
      else if (placeholders(e).join() !== placeholders(f).join())
        out.push(`${id}: ${key} has other placeholders in fr`);
    }
  }
  return out;
};

describe('label files (both languages for every word a user sees)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'tripx-labels-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('every file of translations/ has its twin in the other language with the same keys and placeholders', () => {
    const { files, rejected } = readTranslationFiles(TRANSLATIONS_DIR);
    expect(rejected).toEqual([]);
    expect(files.length).toBeGreaterThan(20);
    expect(differences(files)).toEqual([]);
  });

  it('finds a missing twin, a key on one side, an empty label and a lost placeholder', () => {
    mkdirSync(join(scratch, 'web'));
    const write = (file: string, labels: object) =>
      writeFileSync(join(scratch, 'web', file), JSON.stringify(labels));
    write('a.en.json', { hello: 'Hello {{name}}', bye: 'Bye', only: 'x', blank: 'b' });
    write('a.fr.json', { hello: 'Bonjour', bye: 'Salut', blank: ' ' });
    write('b.en.json', { k: 'v' });
    expect(differences(readTranslationFiles(scratch).files).sort()).toEqual([
      'web/a: blank is empty',
      'web/a: hello has other placeholders in fr',
      'web/a: only only in en',
      'web/b: no fr file',
    ]);
  });
});
