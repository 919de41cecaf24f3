import type { LabelSet, TranslationRepository } from '@tripx/application';
import type { Language } from '@tripx/domain';
import type { Db } from '../database/database';
import { decodeColumn, decodeRow } from '../decode/decode-row';
import { LanguageCodec } from '../purchase/purchase-rows.codec';
import { LabelsCodec } from './reference-rows.codec';

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
    return rows.map((r) => {
      const at = { table: 'translations', id: `${space}/${name}/${r.language}` };
      return {
        language: decodeRow(LanguageCodec, { ...at, column: 'language' }, r.language),
        labels: decodeColumn(LabelsCodec, { ...at, column: 'labels' }, r.labels),
      };
    });
  }
}
