import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeBody, parseEml } from '@tripx/testing/mail';
import { EmlFileMailer } from './eml-file.mailer';

const pdfBytes = new TextEncoder().encode('%PDF-1.3\n% fake confirmation\n%%EOF\n');

describe('EmlFileMailer (the outbox to files)', () => {
  it('writes one .eml file with recipient, subject, both bodies and the PDF attachment', async () => {
    const directory = join(await mkdtemp(join(tmpdir(), 'tripx-mail-')), 'mail');
    const mailer = new EmlFileMailer({
      directory,
      from: 'TripX <no-reply@tripx.example>',
      now: () => new Date('2025-06-02T14:05:00.000Z'),
    });
    const sent = await mailer.send({
      to: 'eloise.cote@example.com',
      subject: 'Votre confirmation d’assurance voyage – réservation G-1',
      text: 'Bonjour Éloïse,\n',
      html: '<p>Bonjour Éloïse,</p>',
      attachments: [
        { filename: 'confirmation-TPX-1.pdf', contentType: 'application/pdf', content: pdfBytes },
      ],
    });
    const files = await readdir(directory);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2025-06-02T14-05-00-000Z-.+\.eml$/);
    expect(sent.messageId).toBe(join(directory, files[0] as string));

    const raw = await readFile(sent.messageId, 'latin1');
    const eml = parseEml(raw);
    expect(eml.headers.to).toBe('eloise.cote@example.com');
    expect(eml.headers.from).toBe('TripX <no-reply@tripx.example>');
    expect(eml.headers.subject).toBe('Votre confirmation d’assurance voyage – réservation G-1');
    // Made by us (randomUUID), at the sender's domain as nodemailer would.
    expect(eml.headers['message-id']).toMatch(/^<[0-9a-f-]{36}@tripx\.example>$/);
    const byType = (type: string) => eml.parts.find((p) => p.headers['content-type']?.startsWith(type));
    // RFC 5322 lines end in CRLF in the file.
    expect(decodeBody(byType('text/plain')!).toString('utf8')).toBe('Bonjour Éloïse,\r\n');
    expect(raw).toContain('\r\nSubject: ');
    expect(decodeBody(byType('text/html')!).toString('utf8')).toBe('<p>Bonjour Éloïse,</p>');
    const pdf = byType('application/pdf')!;
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename=confirmation-TPX-1\.pdf$/);
    expect(decodeBody(pdf).equals(Buffer.from(pdfBytes))).toBe(true);
  });

  it('each message is its own file', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'tripx-mail-'));
    const mailer = new EmlFileMailer({ directory, from: 'a@tripx.example' });
    const message = { to: 'x@example.com', subject: 's', text: 't', html: '<p>t</p>', attachments: [] };
    const [a, b] = [await mailer.send(message), await mailer.send(message)];
    expect(a.messageId).not.toBe(b.messageId);
    expect((await readdir(directory)).filter((f) => f.endsWith('.eml'))).toHaveLength(2);
  });

  it('makes its folder again when it went away between two messages', async () => {
    const directory = join(await mkdtemp(join(tmpdir(), 'tripx-mail-')), 'mail');
    const mailer = new EmlFileMailer({ directory, from: 'a@tripx.example' });
    const message = { to: 'x@example.com', subject: 's', text: 't', html: '<p>t</p>', attachments: [] };
    await mailer.send(message);
    await rm(directory, { recursive: true });
    const again = await mailer.send(message);
    expect(await readdir(directory)).toEqual([again.messageId.slice(directory.length + 1)]);
  });
});
