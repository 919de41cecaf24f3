import {
  deliverDue,
  DEFAULT_DELIVER_OPTIONS,
  enqueueConfirmation,
  enqueueSavedQuote,
  InMemoryOutbox,
} from '@tripx/application';
import { aConfirmationView } from '@tripx/application/test-support';
import { extractPdfText } from '@tripx/testing/pdf';
import { Effect } from 'effect';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocumentMailTemplates, mailerFromEnv, PdfkitConfirmationDocument } from './index';
import { decodeBody, parseEml } from '@tripx/testing/mail';

/** The whole chain as the server wires it, with the in-memory outbox and `.eml` files. */
const wire = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'tripx-data-'));
  const configured = mailerFromEnv({ DATA_DIR: dataDir });
  let id = 0;
  const quebec = aConfirmationView();
  const ontario = aConfirmationView({
    provinceOfResidence: 'ON',
    policyLanguage: 'en',
    groupNumber: 'G-ON-1',
  });
  const views: Record<string, typeof quebec> = { 'TPX-100234-01': quebec, 'TPX-ON-01': ontario };
  const deps = {
    outbox: new InMemoryOutbox(),
    mailer: configured.mailer,
    templates: new DocumentMailTemplates(),
    document: new PdfkitConfirmationDocument(),
    views: { confirmationView: async (n: string) => views[n] },
    now: () => new Date('2025-06-02T14:06:00.000Z'),
    newId: () => `m-${++id}`,
  };
  const mailDir = join(dataDir, 'mail');
  const emls = async () =>
    Promise.all(
      (await readdir(mailDir)).sort().map(async (f) => parseEml(await readFile(join(mailDir, f), 'latin1'))),
    );
  return { deps, emls, views };
};

describe('confirmation delivery, end to end', () => {
  it('a Québec purchase: French e-mail file with the French PDF, and a SENT history row', async () => {
    const { deps, emls, views } = await wire();
    const view = views['TPX-100234-01']!;
    await Effect.runPromise(
      enqueueConfirmation(deps, {
        policyNumber: 'TPX-100234-01',
        recipient: view.contact.email,
        policy: { language: 'en', provinceOfResidence: 'QC', bill96Consent: false },
      }),
    );
    const summary = await Effect.runPromise(deliverDue(deps, DEFAULT_DELIVER_OPTIONS));
    expect(summary.results.SENT).toBe(1);

    const [eml] = await emls();
    expect(eml?.headers.to).toBe('eloise.cote@example.com');
    expect(eml?.headers.subject).toBe('Votre confirmation d’assurance voyage – réservation G-2025-000871');
    const pdfPart = eml?.parts.find((p) => p.headers['content-type']?.startsWith('application/pdf'));
    expect(pdfPart?.headers['content-disposition']).toContain('confirmation-TPX-100234-01.pdf');
    const { text } = await extractPdfText(new Uint8Array(decodeBody(pdfPart!)));
    const flat = text.replace(/[\s\u00a0]+/g, ' ');
    for (const expected of [
      'TPX-100234-01',
      'TPX-100234-02',
      'Éloïse Côté-Bélanger',
      '235,44 $',
      'Avis de résolution',
    ]) {
      expect(flat, expected).toContain(expected);
    }
    expect(await deps.outbox.deliveries('TPX-100234-01')).toEqual([
      expect.objectContaining({
        recipient: 'eloise.cote@example.com',
        status: 'SENT',
        language: 'fr',
        document: 'CONFIRMATION',
        at: '2025-06-02T14:06:00.000Z',
        error: null,
      }),
    ]);
  });

  it('an Ontario purchase in English and a saved quote, each its own file', async () => {
    const { deps, emls } = await wire();
    await Effect.runPromise(
      enqueueConfirmation(deps, {
        policyNumber: 'TPX-ON-01',
        recipient: 'sam@example.com',
        policy: { language: 'en', provinceOfResidence: 'ON', bill96Consent: null },
      }),
    );
    await Effect.runPromise(
      enqueueSavedQuote(deps, {
        lead: {
          id: 'l-1',
          email: 'ann@example.com',
          firstName: 'Ann',
          tripStartDate: null,
          language: 'en',
          expiresAt: '2026-12-27T16:00:00.000Z',
        },
        quoteLink: 'http://localhost:8080/en/quote?lead=l-1',
      }),
    );
    expect((await Effect.runPromise(deliverDue(deps, DEFAULT_DELIVER_OPTIONS))).results.SENT).toBe(2);
    const files = await emls();
    const subjects = files.map((f) => f.headers.subject).sort();
    expect(subjects).toEqual([
      'Your saved travel insurance quote',
      'Your travel insurance confirmation – booking G-ON-1',
    ]);
    const quote = files.find((f) => f.headers.to === 'ann@example.com');
    expect(quote?.parts.some((p) => p.headers['content-type']?.startsWith('application/pdf'))).toBe(false);
    const html = decodeBody(quote!.parts.find((p) => p.headers['content-type']?.startsWith('text/html'))!);
    expect(html.toString('utf8')).toContain('href="http://localhost:8080/en/quote?lead=l-1"');
    const confirmation = files.find((f) => f.headers.to === 'sam@example.com')!;
    const pdf = confirmation.parts.find((p) => p.headers['content-type']?.startsWith('application/pdf'))!;
    const { text } = await extractPdfText(new Uint8Array(decodeBody(pdf)));
    expect(text).toContain('Travel insurance confirmation');
    expect(text).not.toContain('Avis de résolution');
  });
});
