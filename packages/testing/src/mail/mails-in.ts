import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The messages the outbox's development transport wrote (one `.eml` each under DATA_DIR/mail), as
 * text; none before the first one is written. A message still being written is a `.eml.tmp` file
 * renamed when complete, so only `.eml` files are read.
 */
export const mailsIn = (dataDir: string): string[] => {
  const dir = join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files.filter((f) => f.endsWith('.eml')).map((f) => readFileSync(join(dir, f), 'utf8'));
};
