import type { RunningServer } from '@tripx/server';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The messages the outbox's development transport wrote (one `.eml` each under DATA_DIR/mail), as
 * text; none before the first one is written.
 */
export const mailsIn = (dataDir: string): string[] => {
  const dir = join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(join(dir, f), 'utf8'));
};

/**
 * The messages written once the server's outbox has delivered everything due: one drain of its
 * e-mail worker, awaited (no polling of the folder).
 */
export const deliveredMails = async (
  server: Pick<RunningServer, 'mail'>,
  dataDir: string,
): Promise<string[]> => {
  await server.mail.drainMail();
  return mailsIn(dataDir);
};
