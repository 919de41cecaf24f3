import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEml } from '@tripx/testing/mail';
import { SmtpMailer } from './smtp.mailer';

/** A few lines of SMTP on the loopback interface: enough for nodemailer to hand a message over. */
const fakeSmtp = (reject = false) => {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end + 2);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write(reject ? '550 5.7.1 relaying denied\r\n' : '250 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  const listening = new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  return { received, listening, close: () => new Promise((r) => server.close(r)) };
};

let cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.map((c) => c()));
  cleanup = [];
});

describe('SmtpMailer', () => {
  it('hands the message with its attachment to the SMTP server of SMTP_URL', async () => {
    const smtp = fakeSmtp();
    cleanup.push(smtp.close);
    const port = await smtp.listening;
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@tripx.example' });
    cleanup.push(async () => mailer.close());
    const sent = await mailer.send({
      to: 'ann@example.com',
      subject: 'Your saved travel insurance quote',
      text: 'Hello,',
      html: '<p>Hello,</p>',
      attachments: [
        { filename: 'c.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) },
      ],
    });
    expect(sent.messageId).toMatch(/^<.+>$/);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('MAIL FROM:<no-reply@tripx.example>');
    expect(mail?.to).toEqual(['RCPT TO:<ann@example.com>']);
    const eml = parseEml(mail?.data ?? '');
    expect(eml.headers.subject).toBe('Your saved travel insurance quote');
    expect(eml.parts.map((p) => p.headers['content-type']?.split(';')[0])).toEqual([
      'text/plain',
      'text/html',
      'application/pdf',
    ]);
  });

  it('a refusal of the server rejects with its reply, for the history row', async () => {
    const smtp = fakeSmtp(true);
    cleanup.push(smtp.close);
    const port = await smtp.listening;
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@tripx.example' });
    cleanup.push(async () => mailer.close());
    await expect(
      mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>', attachments: [] }),
    ).rejects.toThrow(/relaying denied/);
  });
});
