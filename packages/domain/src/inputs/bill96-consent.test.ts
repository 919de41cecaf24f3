import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentLanguage } from '../documents/document-language';
import { bill96ConsentAsked, bill96ConsentErrors, offeredDocumentLanguage } from './bill96-consent';

describe('Bill 96 consent', () => {
  it('bill96ConsentRequired: a Québec resident in a flow that asks for it, without consent', () => {
    for (const consent of [false, undefined, null, 'false']) {
      expect(bill96ConsentErrors({ province: 'QC', flowRequiresConsent: true, consent })).toEqual([
        { field: 'bill96Consent', code: 'bill96ConsentRequired' },
      ]);
    }
    expect(bill96ConsentErrors({ province: ' qc ', flowRequiresConsent: true, consent: false })).toHaveLength(
      1,
    );
  });

  it('no error with consent, outside Québec, or in a flow that does not ask', () => {
    expect(bill96ConsentErrors({ province: 'QC', flowRequiresConsent: true, consent: true })).toEqual([]);
    expect(bill96ConsentErrors({ province: 'QC', flowRequiresConsent: true, consent: 'true' })).toEqual([]);
    expect(bill96ConsentErrors({ province: 'ON', flowRequiresConsent: true, consent: false })).toEqual([]);
    expect(bill96ConsentErrors({ province: 'QC', flowRequiresConsent: false, consent: false })).toEqual([]);
  });

  it('asked of a buyer in English only: in French there is nothing to consent to', () => {
    expect(bill96ConsentAsked('en')).toBe(true);
    for (const language of ['fr', 'EN', undefined, null]) expect(bill96ConsentAsked(language)).toBe(false);
  });

  it('refuses a purchase exactly when its documents could not be in the language it was bought in', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('en', 'fr'),
        fc.constantFrom('QC', ' qc ', 'ON', 'NB', 'BC'),
        fc.constantFrom(true, false, 'true', 'false', null, undefined),
        (language, province, consent) => {
          const refused =
            bill96ConsentErrors({ province, flowRequiresConsent: bill96ConsentAsked(language), consent })
              .length > 0;
          const documents = documentLanguage({
            language,
            provinceOfResidence: province,
            bill96Consent: consent,
          });
          expect(refused).toBe(documents !== language);
        },
      ),
    );
  });

  it('offers French first to a Québec resident: keeping the offer needs no consent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('QC', ' qc ', 'ON', 'NB', 'BC'),
        fc.constantFrom('en' as const, 'fr' as const),
        (province, page) => {
          const offered = offeredDocumentLanguage(province, page);
          const quebec = province.trim() === 'QC' || province.trim() === 'qc';
          expect(offered).toBe(quebec ? 'fr' : page);
          const errors = bill96ConsentErrors({
            province,
            flowRequiresConsent: bill96ConsentAsked(offered),
            consent: null,
          });
          expect(errors).toEqual([]);
        },
      ),
    );
  });
});
