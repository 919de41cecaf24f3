import { randomUUID } from 'node:crypto';
import type { MailMessage } from '@tripx/application';
import type { SendMailOptions } from 'nodemailer';

/** The domain of the sender's address (`Name <a@domain>` or `a@domain`), as nodemailer's Message-ID takes it. */
const senderDomain = (from: string): string => /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/**
 * Our message as nodemailer options: text and HTML alternatives, attachments as buffers over the same
 * bytes (no copy). The Message-ID comes from randomUUID (pooled randomness): nodemailer would call
 * crypto.randomBytes five times for it.
 */
export const toNodemailerMessage = (message: MailMessage, from: string): SendMailOptions => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  messageId: `<${randomUUID()}@${senderDomain(from)}>`,
  attachments: message.attachments.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
  })),
});
