import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_TEMPLATE_VARIABLE } from './databases';
import { startInProcess } from './servers';

/**
 * Before any file: one PGlite folder that the suite's server (as the files start it) creates, migrates
 * and seeds, then stops. Each PGlite test database is a copy of it (DATA_TEMPLATE_VARIABLE): every file
 * still has data of its own.
 */
export default async function setup(): Promise<() => void> {
  const template = mkdtempSync(join(tmpdir(), 'tripx-api-template-'));
  const server = await startInProcess({ DATA_DIR: template });
  await server.close();
  process.env[DATA_TEMPLATE_VARIABLE] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
