import {
  aConfirmationTraveller,
  aConfirmationView,
  aFamilyView,
  aSuperVisaView,
} from '@tripx/application/test-support';
import type { CalendarDate } from '@tripx/domain';
import { describe, expect, it } from 'vitest';
import { DocumentMailTemplates } from './document-mail.templates';

const templates = new DocumentMailTemplates();

describe('confirmation e-mail', () => {
  it('French: subject, greeting, policy numbers, trip and total in French', () => {
    const mail = templates.confirmation(aConfirmationView(), 'fr');
    expect(mail.subject).toBe('Votre confirmation d’assurance voyage – réservation G-2025-000871');
    expect(mail.text).toContain('Bonjour Éloïse,');
    expect(mail.text).toContain(
      'Personnes assurées et prix de chacune\u00a0:\n\n' +
        '- Éloïse Côté-Bélanger – police TPX-100234-01 – 117,72\u00a0$\n' +
        '- François Lévesque – police TPX-100234-02 – 117,72\u00a0$',
    );
    expect(mail.text).toContain('Voyage\u00a0: du 10\u00a0juillet\u00a02025 au 24\u00a0juillet\u00a02025');
    expect(mail.text).toContain('Adresse\u00a0: 1 rue Sainte-Catherine, Montréal QC  H2X 1Y4');
    expect(mail.text).toContain('Total\u00a0: 235,44\u00a0$');
    expect(mail.text).toContain('L’équipe CoverMe Voyage');
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.html).toContain('<li>François Lévesque – police TPX-100234-02 – 117,72\u00a0$</li>');
    expect(mail.text).not.toContain('Super visa');
  });

  it('English: the same facts in English', () => {
    const mail = templates.confirmation(aConfirmationView(), 'en');
    expect(mail.subject).toBe('Your travel insurance confirmation – booking G-2025-000871');
    expect(mail.text).toContain('Hello Éloïse,');
    expect(mail.text).toContain('Total: $235.44');
    expect(mail.text).toContain('The CoverMe Travel team');
    expect(mail.html).toContain('<html lang="en-CA">');
  });

  it.each([
    [
      'en',
      [
        'Super visa: this insurance is issued for a super visa application, for 365 days from 2026-11-25 to 2027-11-24.',
        '- Wei Chen: coverage $100,000, deductible $1,000',
        '- Wei Chen – policy TX2026000101 – $2,250.00',
        'Address in Canada: 800 Robson St, Apt 12, Vancouver BC  V6Z 2E7',
        'Total: $2,250.00',
      ],
    ],
    [
      'fr',
      [
        'Super visa\u00a0: cette assurance est émise pour une demande de super visa, pour 365 jours, du 25\u00a0novembre\u00a02026 au 24\u00a0novembre\u00a02027.',
        '- Wei Chen\u00a0: montant d’assurance 100\u00a0000\u00a0$, franchise 1\u00a0000\u00a0$',
        '- Wei Chen – police TX2026000101 – 2\u00a0250,00\u00a0$',
        'Adresse au Canada\u00a0: 800 Robson St, Apt 12, Vancouver BC  V6Z 2E7',
        'Total\u00a0: 2\u00a0250,00\u00a0$',
      ],
    ],
  ] as const)(
    '%s: a super visa visitor reads the super visa, coverage, deductible, duration and address',
    (lang, lines) => {
      const { text } = templates.confirmation(aSuperVisaView(), lang);
      for (const line of lines) expect(text, line).toContain(line);
    },
  );

  it.each([
    [
      'en',
      [
        '- Camille Tremblay – policy TX2026000201 – $117.72',
        '- Sam Tremblay – policy TX2026000202 – $117.72',
        '- Léa Tremblay – $0.00 (included in the family premium)',
        '- Noé Tremblay – $0.00 (included in the family premium)',
        'Total: $235.44',
      ],
    ],
    [
      'fr',
      [
        '- Léa Tremblay – 0,00\u00a0$ (inclus dans la prime familiale)',
        '- Noé Tremblay – 0,00\u00a0$ (inclus dans la prime familiale)',
        'Total\u00a0: 235,44\u00a0$',
      ],
    ],
  ] as const)(
    '%s: a family of four lists both parents and both children, each with a price line',
    (lang, lines) => {
      const { text } = templates.confirmation(aFamilyView(), lang);
      for (const line of lines) expect(text, line).toContain(line);
    },
  );

  it('escapes names in the HTML and keeps them as typed in the text', () => {
    const view = aConfirmationView({
      travellers: [aConfirmationTraveller({ firstName: '<b>Ann</b>', lastName: 'O\'Hara & "Co"' })],
    });
    const mail = templates.confirmation(view, 'en');
    expect(mail.html).toContain('Hello &lt;b&gt;Ann&lt;/b&gt;,');
    expect(mail.html).toContain('O&#39;Hara &amp; &quot;Co&quot;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain('Hello <b>Ann</b>,');
  });
});

describe('saved-quote e-mail (remerchandise)', () => {
  const link = 'https://tripx.example/fr/soumission?lead=l-1&lang=fr';

  it('French: first name, trip start date and a link that reopens the quote', () => {
    const mail = templates.savedQuote(
      { firstName: 'Noémie', tripStartDate: '2025-08-01' as CalendarDate, quoteLink: link },
      'fr',
    );
    expect(mail.subject).toBe('Votre soumission d’assurance voyage sauvegardée');
    expect(mail.text).toContain('Bonjour Noémie,');
    expect(mail.text).toContain('pour votre voyage qui commence le 1er\u00a0août\u00a02025.');
    expect(mail.text).toContain(`Rouvrez votre soumission ici\u00a0: ${link}`);
    expect(mail.html).toContain('href="https://tripx.example/fr/soumission?lead=l-1&amp;lang=fr"');
    expect(mail.html).toContain('>Rouvrir ma soumission</a>');
  });

  it('English without a name or a date', () => {
    const mail = templates.savedQuote({ firstName: null, tripStartDate: null, quoteLink: link }, 'en');
    expect(mail.subject).toBe('Your saved travel insurance quote');
    expect(mail.text.startsWith('Hello,\n\nYou saved a travel insurance quote.\n')).toBe(true);
    expect(mail.text).toContain(`Reopen your quote here: ${link}`);
  });

  it('says the day the link stops working, in Toronto, as each reader writes a date', () => {
    // 03:00 UTC on 28 December is still the 27th in Toronto.
    const mail = {
      firstName: null,
      tripStartDate: null,
      quoteLink: link,
      linkExpiresAt: '2026-12-28T03:00:00.000Z',
    };
    expect(templates.savedQuote(mail, 'fr').text).toContain(
      'Ce lien fonctionne jusqu’au 27\u00a0décembre\u00a02026.',
    );
    expect(templates.savedQuote(mail, 'en').text).toContain('This link works until 2026-12-27.');
  });

  it('a link with quotes cannot break out of the href', () => {
    const mail = templates.savedQuote(
      { firstName: 'x', tripStartDate: null, quoteLink: 'https://x.example/?q="><script>' },
      'en',
    );
    expect(mail.html).toContain('href="https://x.example/?q=&quot;&gt;&lt;script&gt;"');
    expect(mail.html).not.toContain('<script>');
  });
});
