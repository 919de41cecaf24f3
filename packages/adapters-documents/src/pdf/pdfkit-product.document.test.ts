import type { PlanContentView } from '@tripx/application';
import { extractPdfText } from '@tripx/testing/pdf';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PdfkitProductDocument, PRODUCT_DOCUMENT_KINDS } from './pdfkit-product.document';

const plan = (over: Partial<PlanContentView> = {}): PlanContentView => ({
  code: 'SEMH',
  planType: 'PLAN',
  planClass: 'OCM',
  categories: ['TRAVELLING_CANADIANS'],
  name: 'Emergency medical – single trip',
  summary: 'Emergency medical care for one trip outside your province.',
  details: 'Hospital, doctors and repatriation.',
  eligibility: 'Residents of Canada covered by their provincial plan.',
  exclusion: 'Pre-existing conditions that are not stable.',
  deductibles: [0, 500],
  coverageAmounts: [999999],
  tripDays: [],
  mqFromAge: 60,
  familyOffered: true,
  benefits: [
    { code: 'EMH', type: 'MANDATORY', name: 'Emergency hospital', summary: 'Hospital stays.' },
    { code: 'BAG', type: 'OPTIONAL', name: 'Baggage loss', summary: 'Lost or delayed bags.' },
  ],
  ...over,
});

const render = (p: PlanContentView, kind: (typeof PRODUCT_DOCUMENT_KINDS)[number], lang: 'en' | 'fr') =>
  new PdfkitProductDocument().render(p, kind, lang).then(extractPdfText);

describe('product documents (PDF links of the product cards)', () => {
  it('the policy wording carries the plan’s cover, benefits, eligibility, exclusions and options', async () => {
    const { text, info } = await render(plan(), 'policy', 'en');
    expect(info['Title']).toBe('Policy wording – Emergency medical – single trip');
    for (const part of [
      'Policy wording',
      'Hospital, doctors and repatriation.',
      'Emergency hospital',
      'Included',
      'Baggage loss',
      'Optional',
      'Residents of Canada covered by their provincial plan.',
      'Pre-existing conditions that are not stable.',
      '$0, $500',
      'Unlimited',
    ])
      expect(text).toContain(part);
  });

  it('in French, every label is French (the notice of rescission with its 10 days)', async () => {
    const { text } = await render(plan({ name: 'Soins médicaux d’urgence' }), 'noticeOfRescission', 'fr');
    expect(text).toContain('Avis de résolution');
    expect(text).toContain('dans les 10 jours');
    expect(text).toContain('avec le régime Soins médicaux d’urgence');
    const facts = await render(plan(), 'factSheet', 'fr');
    expect(facts.text).toContain('Fiche de renseignements');
    expect(facts.text).toContain('0 $, 500 $');
    expect(facts.text).toContain('Illimité');
    expect(facts.text).not.toContain('Unlimited');
  });

  it('any plan, kind and language gives a PDF naming the plan, the same bytes each time', async () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{2,14}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PRODUCT_DOCUMENT_KINDS),
        fc.constantFrom('en' as const, 'fr' as const),
        word,
        fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 4 }),
        async (kind, lang, name, deductibles) => {
          const p = plan({ name, deductibles });
          const bytes = await new PdfkitProductDocument().render(p, kind, lang);
          expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
          expect((await extractPdfText(bytes)).text).toContain(name);
          expect(await new PdfkitProductDocument().render(p, kind, lang)).toEqual(bytes);
        },
      ),
      { numRuns: 12 },
    );
  });
});
