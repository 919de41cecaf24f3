import { aConfirmationTraveller, aConfirmationView } from '@tripx/application/test-support';
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
      '- TPX-100234-01 – Éloïse Côté-Bélanger\n- TPX-100234-02 – François Lévesque',
    );
    expect(mail.text).toContain('Voyage\u00a0: du 2025-07-10 au 2025-07-24');
    expect(mail.text).toContain('Total\u00a0: 235,44\u00a0$');
    expect(mail.text).toContain('L’équipe CoverMe Voyage');
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.html).toContain('<li>TPX-100234-02 – François Lévesque</li>');
  });

  it('English: the same facts in English', () => {
    const mail = templates.confirmation(aConfirmationView(), 'en');
    expect(mail.subject).toBe('Your travel insurance confirmation – booking G-2025-000871');
    expect(mail.text).toContain('Hello Éloïse,');
    expect(mail.text).toContain('Total: $235.44');
    expect(mail.text).toContain('The CoverMe Travel team');
    expect(mail.html).toContain('<html lang="en-CA">');
  });

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
    expect(mail.text).toContain('pour votre voyage qui commence le 2025-08-01.');
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

  it('a link with quotes cannot break out of the href', () => {
    const mail = templates.savedQuote(
      { firstName: 'x', tripStartDate: null, quoteLink: 'https://x.example/?q="><script>' },
      'en',
    );
    expect(mail.html).toContain('href="https://x.example/?q=&quot;&gt;&lt;script&gt;"');
    expect(mail.html).not.toContain('<script>');
  });
});
