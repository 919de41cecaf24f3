import { describe, expect, it } from 'vitest';
import type { LabelSet } from '../translation.repository.port';
import { getTranslations } from './get-translations';

const store: Record<string, LabelSet[]> = {
  'errors/api': [
    { language: 'en', labels: { notFound: 'Not found' } },
    { language: 'fr', labels: { notFound: 'Introuvable' } },
  ],
};
const repo = {
  find: async (space: string, name: string, languages: readonly string[]) =>
    (store[`${space}/${name}`] ?? []).filter((s) => languages.includes(s.language)),
};

describe('get translations', () => {
  it('returns the asked language only', async () => {
    expect(await getTranslations(repo, 'errors', 'api', 'fr')).toEqual({
      ok: true,
      value: [{ language: 'fr', labels: { notFound: 'Introuvable' } }],
    });
  });
  it('returns both languages when none is asked', async () => {
    const r = await getTranslations(repo, 'errors', 'api', undefined);
    expect(r.ok && r.value.map((s) => s.language)).toEqual(['en', 'fr']);
  });
  it('reports an unknown translation as notFound', async () => {
    expect(await getTranslations(repo, 'errors', 'nope', 'en')).toEqual({ ok: false, code: 'notFound' });
  });
});
