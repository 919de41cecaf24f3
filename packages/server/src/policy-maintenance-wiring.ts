import { DEFAULT_CATALOGUE_DIR, FsRateCatalogue } from '@tripx/adapters-fs';
import { policyMaintenanceRoutes } from '@tripx/adapters-http';
import { SandboxPaymentProvider } from '@tripx/adapters-payment';
import { SqlPolicyMaintenanceStore, SqlSandboxStorage, type Database } from '@tripx/adapters-sql';
import { catalogueRerater, type PolicyMaintenanceDeps } from '@tripx/application';
import type { CancellationRule } from '@tripx/domain';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The cancellation terms of every rate file (catalogue/rates/<date>*.json, "cancellation"), by rate
 * version (the file's date). PRODUCT.md: after the effective date the unused days are refunded
 * pro rata less the fee.
 */
const cancellationRules = async (): Promise<ReadonlyMap<string, CancellationRule>> => {
  const dir = join(DEFAULT_CATALOGUE_DIR, 'rates');
  const rules = new Map<string, CancellationRule>();
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.json')).sort()) {
    const version = file.slice(0, 10);
    const data = JSON.parse(await readFile(join(dir, file), 'utf8')) as {
      cancellation?: { feeCents?: unknown };
    };
    const fee = data.cancellation?.feeCents;
    if (typeof fee === 'number') rules.set(version, { version, feeCents: fee, proRata: true });
  }
  return rules;
};

/** Policy maintenance wired over SQL, the sandbox provider and the rate catalogue; registers its routes. */
export const policyMaintenanceWiring = async (
  database: Database,
  now: () => Date,
): Promise<(app: FastifyInstance) => void> => {
  const catalogue = await FsRateCatalogue.open();
  const rules = await cancellationRules();
  const deps: PolicyMaintenanceDeps = {
    store: new SqlPolicyMaintenanceStore(
      database,
      (date) => catalogue.catalogue.versions.filter((v) => v.effectiveDate <= date).at(-1)?.effectiveDate,
      (name) => [...catalogue.catalogue.benefits.values()].find((b) => b.content.en.name === name)?.code,
    ),
    payments: new SandboxPaymentProvider({ storage: new SqlSandboxStorage(database.db), now }),
    rerate: catalogueRerater(catalogue.catalogue),
    cancellationRule: (v) => rules.get(v.slice(0, 10)),
    now,
    newId: randomUUID,
  };
  return (app) => policyMaintenanceRoutes(app, deps);
};
