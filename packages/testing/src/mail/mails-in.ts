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
