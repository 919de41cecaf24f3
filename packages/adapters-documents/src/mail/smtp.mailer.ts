import type { Mailer, MailMessage, SentMail } from '@tripx/application';
import { createTransport, type Transporter } from 'nodemailer';
import { toNodemailerMessage } from './nodemailer-message';

export interface SmtpMailerOptions {
  /** SMTP_URL, e.g. smtps://user:password@mail.example.com:465 or smtp://localhost:1025. */
  readonly url: string;
  readonly from: string;
}

/** nodemailer over SMTP; a refusal or a network error rejects, and the worker records and retries it. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpMailerOptions) {
    this.transport = createTransport(options.url);
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail(toNodemailerMessage(message, this.options.from));
    return { messageId: String(info.messageId) };
  }

  close(): void {
    this.transport.close();
  }
}
