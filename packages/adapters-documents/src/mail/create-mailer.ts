import { join } from 'node:path';
import { EmlFileMailer } from './eml-file.mailer';
import { SmtpMailer } from './smtp.mailer';

export const DEFAULT_MAIL_FROM = 'TripX Travel Insurance <no-reply@tripx.example>';
export const DEFAULT_DATA_DIR = './.data';

export interface MailerConfig {
  readonly smtpUrl?: string | undefined;
  readonly dataDir?: string | undefined;
  readonly from?: string | undefined;
}

export type ConfiguredMailer =
  | { readonly kind: 'smtp'; readonly mailer: SmtpMailer }
  | { readonly kind: 'files'; readonly mailer: EmlFileMailer; readonly directory: string };

/** SMTP when SMTP_URL is set; otherwise `.eml` files under DATA_DIR/mail. */
export const createMailer = (config: MailerConfig): ConfiguredMailer => {
  const from = config.from?.trim() || DEFAULT_MAIL_FROM;
  const smtpUrl = config.smtpUrl?.trim();
  if (smtpUrl) return { kind: 'smtp', mailer: new SmtpMailer({ url: smtpUrl, from }) };
  const directory = join(config.dataDir?.trim() || DEFAULT_DATA_DIR, 'mail');
  return { kind: 'files', mailer: new EmlFileMailer({ directory, from }), directory };
};

/** The same from the process environment: SMTP_URL, DATA_DIR, MAIL_FROM. */
export const mailerFromEnv = (env: Readonly<Record<string, string | undefined>>): ConfiguredMailer =>
  createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, from: env.MAIL_FROM });
