import type { MailMessage } from '@tripx/application';
import type { SendMailOptions } from 'nodemailer';

/** Our message as nodemailer options: text and HTML alternatives, attachments as buffers. */
export const toNodemailerMessage = (message: MailMessage, from: string): SendMailOptions => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  attachments: message.attachments.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.content),
  })),
});
