import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer, MailMessage, SentMail } from '@tripx/application';
import { createTransport } from 'nodemailer';
import { toNodemailerMessage } from './nodemailer-message';

const isMissing = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && 'code' in e && e.code === 'ENOENT';

export interface EmlFileMailerOptions {
  /** Folder of the .eml files (DATA_DIR/mail); made when missing. */
  readonly directory: string;
  readonly from: string;
  readonly now?: () => Date;
}

/**
 * The local outbox when no SMTP server is configured: each message is written as an RFC 822 `.eml`
 * file (nodemailer's stream transport builds the exact MIME text an SMTP server would receive), which
 * any mail client opens. Written under a temporary name and renamed, so a reader never sees half a file.
 */
export class EmlFileMailer implements Mailer {
  private readonly transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  /** The folder being made, or made (once per mailer). */
  private folder: Promise<unknown> | undefined;

  constructor(private readonly options: EmlFileMailerOptions) {}

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail(toNodemailerMessage(message, this.options.from));
    const stamp = (this.options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-');
    const id = String(info.messageId).replace(/[^A-Za-z0-9.@-]/g, '');
    const file = join(this.options.directory, `${stamp}-${id}.eml`);
    const bytes = info.message as Buffer;
    // The folder is made once, not at each message; made again if it went away meanwhile.
    this.folder ??= mkdir(this.options.directory, { recursive: true });
    await this.folder;
    await writeFile(`${file}.tmp`, bytes).catch(async (e: unknown) => {
      if (!isMissing(e)) throw e;
      this.folder = mkdir(this.options.directory, { recursive: true });
      await this.folder;
      await writeFile(`${file}.tmp`, bytes);
    });
    await rename(`${file}.tmp`, file);
    return { messageId: file };
  }
}
