import type { Language } from '@tripx/domain';

export interface LabelSet {
  readonly language: Language;
  readonly labels: Readonly<Record<string, string>>;
}

export interface TranslationRepository {
  find(space: string, name: string, languages: readonly Language[]): Promise<readonly LabelSet[]>;
}
