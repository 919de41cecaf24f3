import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer, DEFAULT_MAIL_FROM, mailerFromEnv } from './create-mailer';
import { EmlFileMailer } from './eml-file.mailer';
import { SmtpMailer } from './smtp.mailer';

describe('createMailer', () => {
  it('uses SMTP when SMTP_URL is set', () => {
    const configured = mailerFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', DATA_DIR: '/tmp/x' });
    expect(configured.kind).toBe('smtp');
    expect(configured.mailer).toBeInstanceOf(SmtpMailer);
    if (configured.kind === 'smtp') configured.mailer.close();
  });

  it('writes .eml files under DATA_DIR/mail otherwise (./.data by default)', () => {
    const configured = mailerFromEnv({ DATA_DIR: '/srv/tripx', SMTP_URL: ' ' });
    expect(configured).toMatchObject({ kind: 'files', directory: join('/srv/tripx', 'mail') });
    expect(configured.mailer).toBeInstanceOf(EmlFileMailer);
    expect(createMailer({})).toMatchObject({ kind: 'files', directory: join('.data', 'mail') });
    expect(DEFAULT_MAIL_FROM).toMatch(/<.+@.+>/);
  });
});
