/** One e-mail, ready to send: the mailer does no templating. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments: readonly MailAttachment[];
}

export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

export interface SentMail {
  /** The Message-ID header, or the file written for an outbox-to-files mailer. */
  readonly messageId: string;
}

/** Sends one message; a rejected promise is a failed attempt (the worker records and retries it). */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}
