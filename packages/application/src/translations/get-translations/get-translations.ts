import type { Language } from '@tripx/domain';
import type { LabelSet, TranslationRepository } from '../translation.repository.port';

export type GetTranslationsResult =
  | { readonly ok: true; readonly value: readonly LabelSet[] }
  | { readonly ok: false; readonly code: 'notFound' };

/**
 * Labels of one translation of a space (spec 7.2): in the asked language, or in both when no
 * language is asked. An unknown space or translation is "not found", never an empty success.
 */
export const getTranslations = async (
  repo: Pick<TranslationRepository, 'find'>,
  space: string,
  name: string,
  lang: Language | undefined,
): Promise<GetTranslationsResult> => {
  const sets = await repo.find(space, name, lang ? [lang] : ['en', 'fr']);
  return sets.length > 0 ? { ok: true, value: sets } : { ok: false, code: 'notFound' };
};
