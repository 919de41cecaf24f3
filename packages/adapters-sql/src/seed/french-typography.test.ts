import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frenchTypographySlips } from '@tripx/testing/e2e';
import { describe, expect, it } from 'vitest';
import { TRANSLATIONS_DIR } from '../test-support/seeded-database';
import { DEMO_ORGANIZATIONS } from './demo-organizations.seed';
import { loadCountries } from './reference-data.seed';
import { readTranslationFiles } from './translations.seed';

const CATALOGUE_DIR = fileURLToPath(new URL('../../../../catalogue', import.meta.url));

/*
 * Every French label the apps, the documents and the CLI show, held to the rules of
 * `frenchTypographySlips` (the e2e run scans the rendered French pages with the same rules).
 */
interface FrenchLabel {
  readonly where: string;
  readonly text: string;
}

/** `translations/<space>/<name>.fr.json`, one entry per key. */
const translationLabels = (): FrenchLabel[] =>
  readTranslationFiles(TRANSLATIONS_DIR)
    .files.filter((f) => f.language === 'fr')
    .flatMap((f) =>
      Object.entries(f.labels).map(([key, text]) => ({
        where: `translations/${f.space}/${f.name}.fr.json ${key}`,
        text,
      })),
    );

/** Every string under an `fr` key of a catalogue file (plan content, questionnaires). */
const frenchStrings = (value: unknown, path: string, french: boolean): FrenchLabel[] => {
  if (typeof value === 'string') return french ? [{ where: path, text: value }] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => frenchStrings(v, `${path}.${k}`, french || k === 'fr'));
};

const catalogueLabels = (): FrenchLabel[] =>
  ['plans.json', ...readdirSync(join(CATALOGUE_DIR, 'questionnaires')).map((f) => `questionnaires/${f}`)]
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) =>
      frenchStrings(JSON.parse(readFileSync(join(CATALOGUE_DIR, f), 'utf8')), `catalogue/${f} `, false),
    );

/** The French contract content of the demo organizations (banner, footer, notices…). */
const demoOrganizationLabels = (): FrenchLabel[] =>
  DEMO_ORGANIZATIONS.flatMap((o) =>
    typeof o.contract_content === 'string'
      ? frenchStrings(JSON.parse(o.contract_content), `demo organization ${o.code} `, false)
      : [],
  );

/** The French country names of the seed (the destinations a buyer picks, in French). */
const countryLabels = (): FrenchLabel[] =>
  loadCountries().map((c) => ({ where: `country ${c.code}`, text: c.name_fr }));

describe('French typography', () => {
  it('reads every French label file: both apps, the documents, the card frame and the CLI', () => {
    const onDisk = readdirSync(TRANSLATIONS_DIR, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.fr.json'))
      .sort();
    const scanned = translationLabels().map(({ where }) => where.split(' ')[0]?.replace('translations/', ''));
    expect([...new Set(scanned)].sort()).toEqual(onDisk);
    expect(onDisk).toEqual(expect.arrayContaining(['web/quote.fr.json', 'admin/booking.fr.json']));
  });

  it('holds for every French label: translations, catalogue, demo organization content and countries', () => {
    const labels = [
      ...translationLabels(),
      ...catalogueLabels(),
      ...demoOrganizationLabels(),
      ...countryLabels(),
    ];
    expect(labels.length).toBeGreaterThan(500);
    const offenders = labels.flatMap(({ where, text }) =>
      frenchTypographySlips(text).map((problem) => `${where}: ${problem} — ${JSON.stringify(text)}`),
    );
    expect(offenders).toEqual([]);
  });
});
