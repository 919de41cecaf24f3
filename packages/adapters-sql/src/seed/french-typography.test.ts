import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRANSLATIONS_DIR } from '../test-support/seeded-database';
import { DEMO_ORGANIZATIONS } from './demo-organizations.seed';
import { readTranslationFiles } from './translations.seed';

const CATALOGUE_DIR = fileURLToPath(new URL('../../../../catalogue', import.meta.url));

/**
 * French typography of every French label, after the Office québécois de la langue française:
 * - U+00A0 (espace insécable) before « : » and inside « » (`«\u00a0texte\u00a0»`);
 * - U+202F (espace fine insécable) before « ; », « ! » and « ? »;
 * - ’ (U+2019) as the apostrophe: no straight ' between two letters.
 * Text between single braces (`{ premiumPaidCents, hasClaim? }`, `{"valid": true}` in the CLI help)
 * is code and is not checked; i18next placeholders (`{{name}}`) are part of the text.
 */
const typographyProblems = (label: string): string[] => {
  const text = label
    .split(/((?<!\{)\{(?!\{)[^{}]*\}(?!\}))/)
    .filter((_, i) => i % 2 === 0)
    .join('');
  const found: string[] = [];
  const rules: readonly (readonly [RegExp, string])[] = [
    [/[^\S\u00a0\u202f][:;!?]/u, 'ordinary space before : ; ! ?'],
    [/[\p{L}\p{N})»}][;!?](?=\s|$)/u, 'no space before ; ! ?'],
    [/[\p{L}\p{N})»}]:(?=\s|$)/u, 'no space before :'],
    [/\u202f:/u, 'U+202F before : (U+00A0 wanted)'],
    [/\u00a0[;!?]/u, 'U+00A0 before ; ! ? (U+202F wanted)'],
    [/«(?!\u00a0)|(?<!\u00a0)»/u, 'no U+00A0 inside « »'],
    [/\p{L}'\p{L}/u, 'straight apostrophe'],
  ];
  for (const [rule, problem] of rules) if (rule.test(text)) found.push(problem);
  return found;
};

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

describe('French typography', () => {
  it('flags each kind of mistake and accepts the convention', () => {
    expect(typographyProblems('Total à payer :')).toEqual(['ordinary space before : ; ! ?']);
    expect(typographyProblems('Besoin d’aide?')).toEqual(['no space before ; ! ?']);
    expect(typographyProblems('Format: AAAA')).toEqual(['no space before :']);
    expect(typographyProblems('Total\u202f:')).toEqual(['U+202F before : (U+00A0 wanted)']);
    expect(typographyProblems('Qui voyage\u00a0?')).toEqual(['U+00A0 before ; ! ? (U+202F wanted)']);
    expect(typographyProblems('la spec « Quote form »')).toEqual(['no U+00A0 inside « »']);
    expect(typographyProblems("la date d'expiration")).toEqual(['straight apostrophe']);
    expect(
      typographyProblems(
        'Le «\u00a0régime\u00a0» d’un voyageur\u00a0: {{amount}}\u202f; vraiment\u202f? Oui\u202f! https://x.ca',
      ),
    ).toEqual([]);
    expect(typographyProblems('Lit { premiumPaidCents, hasClaim? } ou {"valid": true}.')).toEqual([]);
  });

  it('holds for every French label: translations, catalogue and demo organization content', () => {
    const labels = [...translationLabels(), ...catalogueLabels(), ...demoOrganizationLabels()];
    expect(labels.length).toBeGreaterThan(500);
    const offenders = labels.flatMap(({ where, text }) =>
      typographyProblems(text).map((problem) => `${where}: ${problem} — ${JSON.stringify(text)}`),
    );
    expect(offenders).toEqual([]);
  });
});
