import type { RunningServer } from '@tripx/server';
import { mailsIn } from '@tripx/testing/mail';

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
