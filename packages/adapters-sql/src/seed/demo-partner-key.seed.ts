import { createHash } from 'node:crypto';
import type { Db } from '../database/database';
import { SqlPartnerKeys } from '../partner/sql-partner-keys';

/**
 * The demo's partner API key (README, "Partner API"): a test key of the Maple Travel Group agency
 * with every scope. Its secret is public, like the demo accounts' password, so it is seeded only
 * outside production (SeedOptions.demoPartnerKey).
 */
export const DEMO_PARTNER_KEY = {
  id: 'demopartnerkey01',
  organizationCode: 'MAPLE',
  secret: 'tpx_test_demopartnerkey01_DemoKeyForLocalTriesOnlyNeverInProduction01',
} as const;

export const seedDemoPartnerKey = async (db: Db, now: Date): Promise<void> => {
  await new SqlPartnerKeys(db).insert({
    id: DEMO_PARTNER_KEY.id,
    organizationCode: DEMO_PARTNER_KEY.organizationCode,
    name: 'Demo booking system',
    scopes: ['quote', 'bind', 'policies:read', 'policies:cancel'],
    environment: 'test',
    secretHash: createHash('sha256').update(DEMO_PARTNER_KEY.secret).digest('hex'),
    createdBy: 'prf-admin',
    createdAt: now.toISOString(),
    revokedAt: null,
    lastUsedAt: null,
  });
};
