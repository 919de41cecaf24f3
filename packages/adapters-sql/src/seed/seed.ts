import type { RatingCatalogue } from '@tripx/domain';
import type { Database } from '../database/database';
import { seedDemoLicences } from './demo-licences.seed';
import { seedDemoOrganizations } from './demo-organizations.seed';
import { seedDemoPartnerKey } from './demo-partner-key.seed';
import { seedDemoPolicies } from './demo-policies.seed';
import { seedDemoUsers } from './demo-users.seed';
import { seedReferenceData } from './reference-data.seed';
import { seedRoles } from './roles.seed';
import { readTranslationFiles, seedTranslations } from './translations.seed';

export interface SeedOptions {
  /** The repository's `translations/` folder. */
  readonly translationsDir: string;
  readonly now: Date;
  /** The catalogue the server rates with: demo policies are priced with it, as a sale would be. */
  readonly catalogue: RatingCatalogue;
  /** Demo organizations, users, licences and policies (on by default). */
  readonly demoData?: boolean;
  /**
   * The demo partner API key, whose secret the README prints (with demo data, on by default): the
   * server turns it off in production, where a published secret must never open the API.
   */
  readonly demoPartnerKey?: boolean;
}

export interface SeedReport {
  readonly demoSeeded: boolean;
  readonly demoPartnerKeySeeded: boolean;
  readonly referenceSeeded: boolean;
  readonly translations: number;
  readonly rejectedTranslationFiles: readonly string[];
}

/**
 * Claims a one-time seed inside the caller's transaction. Two instances starting together on one
 * PostgreSQL both try; the unique key makes the second wait, then find the row and skip.
 */
const claimOnce = async (trx: Parameters<Parameters<Database['transaction']>[0]>[0], key: string) => {
  const inserted = await trx
    .insertInto('app_meta')
    .values({ key, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
};

const frenchRoleTitles = (files: ReturnType<typeof readTranslationFiles>['files']): Record<string, string> =>
  files.find((f) => f.space === 'admin' && f.name === 'roles' && f.language === 'fr')?.labels ?? {};

/** Code-owned data (roles, labels) at every start; reference and demo data on the first start only. */
export const seedDatabase = async (database: Database, options: SeedOptions): Promise<SeedReport> => {
  const { files, rejected } = readTranslationFiles(options.translationsDir);
  return database.transaction(async (trx) => {
    await seedRoles(trx, frenchRoleTitles(files));
    const translations = await seedTranslations(trx, files);
    const referenceSeeded = await claimOnce(trx, 'seed:reference:v1');
    if (referenceSeeded) await seedReferenceData(trx);
    const demoSeeded = options.demoData !== false && (await claimOnce(trx, 'seed:demo:v1'));
    if (demoSeeded) {
      await seedDemoOrganizations(trx);
      await seedDemoUsers(trx);
      await seedDemoLicences(trx);
      await seedDemoPolicies(trx, options.now, options.catalogue);
    }
    // Claimed apart from the rest of the demo, so that a database seeded before the key gets it too.
    const demoPartnerKeySeeded =
      options.demoData !== false &&
      options.demoPartnerKey !== false &&
      (await claimOnce(trx, 'seed:demo-partner-key:v1'));
    if (demoPartnerKeySeeded) await seedDemoPartnerKey(trx, options.now);
    return {
      demoSeeded,
      demoPartnerKeySeeded,
      referenceSeeded,
      translations,
      rejectedTranslationFiles: rejected,
    };
  });
};
