import type { TranslationService } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { createI18n, FIRST_PAGE_FILES, TranslationLoader, TRANSLATION_FILES } from './i18n';

const names = (files: readonly (readonly [string, string])[]) => files.map(([s, n]) => `${s}.${n}`);

describe('TranslationLoader', () => {
  it('fetches only the first page’s files for the first page, then each other file once', async () => {
    const asked: string[] = [];
    const service: TranslationService = {
      translations: async (space, name, lang = 'en') => {
        asked.push(`${space}.${name}`);
        return { ok: true, value: [{ language: lang, labels: { [`${space}.${name}`]: 'x' } }] };
      },
    };
    const i18n = createI18n('en');
    const loader = new TranslationLoader(i18n, service);
    await loader.use('en', { firstPageOnly: true });
    expect(asked).toEqual(names(FIRST_PAGE_FILES));
    expect(loader.loaded).toEqual(['en']);
    await loader.use('en');
    expect([...asked].sort()).toEqual(names(TRANSLATION_FILES).sort());
    expect(loader.failed).toBe(false);
  });
});
