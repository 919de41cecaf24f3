import type { ConfirmationView } from '@tripx/application';
import {
  aConfirmationTraveller,
  aConfirmationView,
  aFamilyView,
  aSuperVisaView,
} from '@tripx/application/test-support';
import { extractPdfText, fillColorsOfFirstPage } from '@tripx/testing/pdf';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tinyPng } from '../test-support/tiny-png';
import { PdfkitConfirmationDocument } from './pdfkit-confirmation.document';

const pdf = new PdfkitConfirmationDocument();
/** pdfjs gives the no-break space back as it is; comparisons read it, and line breaks, as a space. */
const textOf = async (view: ConfirmationView, lang: 'en' | 'fr') => {
  const bytes = await pdf.render(view, lang);
  const { text, pages, info } = await extractPdfText(bytes);
  return { bytes, pages, info, text: text.replace(/[\s\u00a0]+/g, ' ') };
};
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('PdfkitConfirmationDocument', () => {
  it('French: policy numbers, travellers, total and French wording, with the notice of rescission (QC)', async () => {
    const { bytes, text, info } = await textOf(aConfirmationView(), 'fr');
    expect(latin1(bytes.slice(0, 5))).toBe('%PDF-');
    for (const expected of [
      'Confirmation d’assurance voyage',
      'G-2025-000871',
      'TPX-100234-01',
      'TPX-100234-02',
      'Éloïse Côté-Bélanger',
      'François Lévesque',
      'Numéro de police',
      'Régime',
      'Franchise',
      'Illimité',
      '500 $',
      'Prime de base',
      '120,00 $',
      'Rabais pour franchise',
      '-12,00 $',
      'Taxe sur les primes d’assurance du Québec (9 %)',
      '117,72 $',
      'Total de la réservation',
      '235,44 $',
      'Carte Visa se terminant par 4242',
      'Carte Mastercard se terminant par 5100',
      '2 juin 2025, 10 h 05 HAE',
      'Avis de résolution',
      'dans les 10 jours',
      'Assureur : Compagnie d’assurance TripX',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Policy number');
    expect(info).toMatchObject({ Title: 'Confirmation d’assurance voyage G-2025-000871', Language: 'fr-CA' });
  });

  it('English: the same facts in English, money as $1,234.56, no notice outside Québec', async () => {
    const view = aConfirmationView({ provinceOfResidence: 'ON', policyLanguage: 'en' });
    const { text, info } = await textOf(view, 'en');
    for (const expected of [
      'Travel insurance confirmation',
      'TPX-100234-01',
      'TPX-100234-02',
      'Éloïse Côté-Bélanger',
      'François Lévesque',
      'Policy number',
      'Plan',
      'Single-trip emergency medical (SEMH)',
      'Coverage amount',
      'Unlimited',
      'Deductible',
      '$500',
      'Deductible discount',
      '-$12.00',
      'Québec tax on insurance premiums (9%)',
      'Total for this booking',
      '$235.44',
      'Visa card ending in 4242',
      '2025-06-02 10:05am EDT',
      'Underwritten by TripX Assurance Company',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Notice of rescission');
    expect(text).not.toContain('Numéro de police');
    expect(info).toMatchObject({ Language: 'en-CA' });
  });

  it.each([
    [
      'en',
      [
        'Super visa',
        'for a super visa application',
        'Insured Wei Chen (TX2026000101)',
        'Coverage amount $100,000',
        'Deductible $1,000',
        'Duration 365 days, from 2026-11-25 to 2027-11-24',
        'Address in Canada 800 Robson St, Apt 12, Vancouver BC V6Z 2E7',
        'Province visited Ontario',
        'Wei Chen (TX2026000101) $2,250.00',
        'Total for this booking $2,250.00',
      ],
      ['Province of residence'],
    ],
    [
      'fr',
      [
        'Super visa',
        'pour une demande de super visa',
        'Assuré Wei Chen (TX2026000101)',
        'Montant d’assurance 100 000 $',
        'Franchise 1 000 $',
        'Durée 365 jours, du 25 novembre 2026 au 24 novembre 2027',
        'Départ 25 novembre 2026',
        'Adresse au Canada 800 Robson St, Apt 12, Vancouver BC V6Z 2E7',
        'Province visitée Ontario',
        'Total de la réservation 2 250,00 $',
      ],
      ['Province de résidence', 'Avis de résolution'],
    ],
  ] as const)(
    '%s: a super visa visitor’s PDF shows the super visa, coverage, deductible, duration and real address',
    async (lang, expected, absent) => {
      const { text } = await textOf(aSuperVisaView(), lang);
      for (const line of expected) expect(text, line).toContain(line);
      for (const line of absent) expect(text, line).not.toContain(line);
    },
  );

  it.each([
    [
      'en',
      [
        'Camille Tremblay (TX2026000201) $117.72',
        'Sam Tremblay (TX2026000202) $117.72',
        'Léa Tremblay $0.00 (included in the family premium)',
        'Noé Tremblay $0.00 (included in the family premium)',
        'Dependants covered Léa Tremblay 2016-09-03 Noé Tremblay 2019-01-22',
        'Total for this booking $235.44',
      ],
    ],
    [
      'fr',
      [
        'Prix par personne',
        'Camille Tremblay (TX2026000201) 117,72 $',
        'Sam Tremblay (TX2026000202) 117,72 $',
        'Léa Tremblay 0,00 $ (inclus dans la prime familiale)',
        'Noé Tremblay 0,00 $ (inclus dans la prime familiale)',
        'Léa Tremblay 3 septembre 2016',
        'Total de la réservation 235,44 $',
      ],
    ],
  ] as const)(
    '%s: a family of four shows both parents and both children, each with a price line',
    async (lang, expected) => {
      const { text } = await textOf(aFamilyView(), lang);
      for (const line of expected) expect(text, line).toContain(line);
      expect(text).not.toContain('Super visa');
    },
  );

  it('an English document for a Québec resident still carries the notice, in English', async () => {
    const { text } = await textOf(aConfirmationView({ policyLanguage: 'en', bill96Consent: true }), 'en');
    expect(text).toContain('Notice of rescission');
    expect(text).toContain('within 10 days');
  });

  it('French typography survives: é è à ç É « » and the narrow no-break space mapped to a no-break one', async () => {
    const traveller = aConfirmationTraveller({
      firstName: 'Noémie',
      lastName: 'Gagné',
      plan: {
        ...aConfirmationTraveller().plan,
        optionalBenefits: [
          { en: 'Baggage', fr: 'Garantie «\u202fBagages\u202f» – reçus à l’appui, très élevé' },
        ],
      },
    });
    const view = aConfirmationView({ travellers: [traveller] });
    const { text } = await textOf(view, 'fr');
    expect(text).toContain('Garantie « Bagages » – reçus à l’appui, très élevé');
    expect(text).toContain('Noémie Gagné');
    expect(text).toContain('(9 %)');
    // pdfjs reads WinAnsi 0xA0 back as a plain space, so the bytes pdfkit wrote are checked too:
    // « + no-break space, no-break space + », "9 %" with 0xA0, É of Émise; never the 0x202F garbage.
    const raw = latin1(await new PdfkitConfirmationDocument({ compress: false }).render(view, 'fr'));
    for (const hex of ['aba0', 'a0bb', '39a025', 'c96d697365']) expect(raw, hex).toContain(hex);
    expect(raw).not.toContain('202f');
  });

  it('plan details, agency payment and dependants when the booking has them', async () => {
    const base = aConfirmationTraveller();
    const view = aConfirmationView({
      provinceOfResidence: 'BC',
      travellerType: 'FAMILY',
      travellers: [
        {
          ...base,
          plan: { ...base.plan, code: 'MEMH', coverageAmount: 150_000, daysPerTrip: 30, tripCost: 250_000 },
          premium: { ...base.premium, adjustments: [{ type: 'COMPANION', amount: -600 }] },
          payment: { method: 'PAID_TO_AGENCY', cardBrand: null, cardLast4: null },
        },
      ],
      dependents: [
        { firstName: 'Léa', lastName: 'Côté', dateOfBirth: '2015-05-05' as never },
        { firstName: null, lastName: null, dateOfBirth: '2018-01-09' as never },
      ],
    });
    const { text } = await textOf(view, 'en');
    for (const expected of [
      '$150,000',
      'Days per trip 30',
      '$2,500.00',
      'Travel companion discount',
      'Paid to the agency',
      'Dependants covered',
      'Léa Côté 2015-05-05',
      'Dependant 2 2018-01-09',
      '$117.72',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it.each([
    ['en', 'Date of birth Not on file', 'Dependant 1 Not on file'],
    ['fr', 'Date de naissance Non inscrite au dossier', 'Personne à charge 1 Non inscrite au dossier'],
  ] as const)(
    '%s: a date of birth not on file (an older policy) is said so, never 1900-01-01',
    async (lang, traveller, dependent) => {
      const view = aConfirmationView({
        travellers: [aConfirmationTraveller({ dateOfBirth: null })],
        dependents: [{ firstName: null, lastName: null, dateOfBirth: null }],
      });
      const { text } = await textOf(view, lang);
      expect(text).toContain(traveller);
      expect(text).toContain(dependent);
      expect(text).not.toContain('1900');
    },
  );

  it('twelve travellers run over several pages, each page numbered', async () => {
    const travellers = Array.from({ length: 12 }, (_, i) =>
      aConfirmationTraveller({
        policyNumber: `TPX-7-${String(i + 1).padStart(2, '0')}`,
        referenceNumber: i + 1,
      }),
    );
    const { pages, text } = await textOf(aConfirmationView({ travellers }), 'fr');
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} de ${pages.length}`));
    travellers.forEach((t) => expect(text).toContain(t.policyNumber));
    expect(text).toContain('1 412,64 $');
  });

  it('shows the white-label logo instead of the name; a broken logo falls back to the name', async () => {
    const name = 'CoverMe Travel';
    const count = (text: string) => text.split(name).length - 1;
    const plain = await textOf(aConfirmationView({ provinceOfResidence: 'ON' }), 'en');
    const logo = { bytes: tinyPng(40, 12, [11, 93, 59]), mimeType: 'image/png' as const };
    const branded = await textOf(
      aConfirmationView({
        provinceOfResidence: 'ON',
        organization: { code: 'WL', name: { en: name, fr: name }, logo },
      }),
      'en',
    );
    const broken = await textOf(
      aConfirmationView({
        provinceOfResidence: 'ON',
        organization: {
          code: 'WL',
          name: { en: name, fr: name },
          logo: {
            bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
            mimeType: 'image/png',
          },
        },
      }),
      'en',
    );
    expect(latin1(branded.bytes)).toContain('/Subtype /Image');
    expect([count(plain.text), count(branded.text), count(broken.text)]).toEqual([2, 1, 2]);
    expect(latin1(broken.bytes)).not.toContain('/Subtype /Image');
  });

  it('draws an SVG white-label logo as vectors (its own text included) and the insurer’s wordmark', async () => {
    const name = 'CoverMe Travel';
    const count = (text: string) => text.split(name).length - 1;
    const svg = (extra = '') =>
      new TextEncoder().encode(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"${extra}><rect width="40" height="40" rx="6" fill="#0b3d6e"/>` +
          '<path d="M10 30V10l20 20V10" stroke="#fff" stroke-width="4" fill="none"/>' +
          '<text x="48" y="26" font-size="15" fill="#0b3d6e">NB Mark &amp; Co</text></svg>',
      );
    const viewWith = (bytes: Uint8Array) =>
      aConfirmationView({
        provinceOfResidence: 'ON',
        organization: {
          code: 'WL',
          name: { en: name, fr: name },
          logo: { bytes, mimeType: 'image/svg+xml' },
        },
      });
    const raw = new PdfkitConfirmationDocument({ compress: false });
    const drawn = latin1(await raw.render(viewWith(svg()), 'en'));
    const branded = await textOf(viewWith(svg()), 'en');
    expect(branded.text).toContain('NB Mark & Co');
    expect(count(branded.text)).toBe(1); // "offered by" only: the logo stands for the name
    expect(branded.text).toContain(aConfirmationView().insurer.name.en.toUpperCase());
    // The square's fill (#0b3d6e) and the white stroke of the N are painted.
    expect(drawn).toMatch(/0\.04\d* 0\.23\d* 0\.43\d* scn/);
    expect(drawn).toMatch(/1 1 1 SCN/);
    expect(await fillColorsOfFirstPage(branded.bytes)).toContain('#0b3d6e');
    // A logo outside the drawable subset is not half-drawn: the name stands instead.
    const transformed = await textOf(viewWith(svg(' transform="scale(2)"')), 'en');
    expect(transformed.text).not.toContain('NB Mark');
    expect(count(transformed.text)).toBe(2);
  });

  it('the same booking always gives the same file', async () => {
    const view = aConfirmationView();
    expect(Buffer.from(await pdf.render(view, 'fr')).equals(Buffer.from(await pdf.render(view, 'fr')))).toBe(
      true,
    );
  });

  it('property: any traveller name and policy number come back from the PDF text', async () => {
    const letters = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzéèêëàâçôöîïùûüÿœÉÈÀÇÔ'.split(''));
    const word = fc.array(letters, { minLength: 1, maxLength: 12 }).map((l) => l.join(''));
    await fc.assert(
      fc.asyncProperty(
        word,
        word,
        fc.stringMatching(/^[A-Z]{3}-\d{6}-\d{2}$/),
        async (first, last, number) => {
          const traveller = aConfirmationTraveller({
            firstName: first,
            lastName: last,
            policyNumber: number,
          });
          const { text } = await extractPdfText(
            await pdf.render(aConfirmationView({ travellers: [traveller] }), 'fr'),
          );
          expect(text).toContain(`${first} ${last}`);
          expect(text).toContain(number);
        },
      ),
      { numRuns: 15 },
    );
  });
});
