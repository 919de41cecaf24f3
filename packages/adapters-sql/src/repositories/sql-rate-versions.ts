import type { Db } from '../database/database';

/** A rate version of the catalogue as the database records it (policies reference its id). */
export interface RateVersionRecord {
  /** The effective date, which is also the `ratesVersion` a quote answers with. */
  readonly id: string;
  readonly effectiveDate: string;
  readonly source: string;
  readonly checksum: string;
  readonly content: unknown;
}

/**
 * Records the catalogue's rate versions at start, so that a purchase can reference the version it
 * was priced with. A version already recorded with the same checksum is left as it is; one whose
 * content changed is brought up to date. Safe when two instances start at once (upsert).
 */
export const recordRateVersions = async (db: Db, versions: readonly RateVersionRecord[]): Promise<void> => {
  for (const v of versions) {
    const row = {
      effective_date: v.effectiveDate,
      source: v.source,
      checksum: v.checksum,
      content: JSON.stringify(v.content),
      loaded_at: new Date(),
    };
    await db
      .insertInto('rate_versions')
      .values({ id: v.id, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row).where('rate_versions.checksum', '<>', v.checksum))
      .execute();
  }
};
