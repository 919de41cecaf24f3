import { sampleCatalogue } from '@tripx/domain/test-support';
import { fileURLToPath } from 'node:url';
import type { Database } from '../database/database';
import { openDatabase } from '../database/database';
import { migrateToLatest } from '../migrations/migrate';
import { seedDatabase, type SeedReport } from '../seed/seed';

export const TRANSLATIONS_DIR = fileURLToPath(new URL('../../../../translations', import.meta.url));
export const SEED_NOW = new Date('2026-03-02T15:00:00Z');

/** The seed's options of a first start in tests (the catalogue is the one the product ships). */
export const SEED_OPTIONS = {
  translationsDir: TRANSLATIONS_DIR,
  now: SEED_NOW,
  catalogue: sampleCatalogue(),
};

/** An in-memory PGlite, migrated and seeded like a first start. */
export const seededDatabase = async (): Promise<{ database: Database; report: SeedReport }> => {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(database.db);
  const report = await seedDatabase(database, SEED_OPTIONS);
  return { database, report };
};
