import type { LabelSet, TranslationRepository } from '@tripx/application';
import type { Language } from '@tripx/domain';
import type { Db } from '../database/database';

export class SqlTranslationRepository implements TranslationRepository {
  constructor(private readonly db: Db) {}

  async find(space: string, name: string, languages: readonly Language[]): Promise<readonly LabelSet[]> {
    if (languages.length === 0) return [];
    const rows = await this.db
      .selectFrom('translations')
      .select(['language', 'labels'])
      .where('space', '=', space)
      .where('name', '=', name)
      .where('language', 'in', [...languages])
      .orderBy('language')
      .execute();
    return rows.map((r) => ({ language: r.language as Language, labels: r.labels }));
  }
}
