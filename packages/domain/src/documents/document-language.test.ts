import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVINCES } from '../shared/enums';
import { arbDocumentLanguageInput } from '../test-support/documents';
import { arbLanguage } from '../test-support/inputs';
import { documentLanguage } from './document-language';

describe('documentLanguage (Bill 96)', () => {
  it('a Québec resident gets French by default', () => {
    expect(documentLanguage({ language: 'fr', provinceOfResidence: 'QC', bill96Consent: null })).toBe('fr');
    expect(documentLanguage({ language: 'en', provinceOfResidence: 'QC', bill96Consent: null })).toBe('fr');
    expect(documentLanguage({ language: 'en', provinceOfResidence: 'QC', bill96Consent: false })).toBe('fr');
  });

  it('a Québec resident who chose English after French was offered gets English', () => {
    expect(documentLanguage({ language: 'en', provinceOfResidence: 'QC', bill96Consent: true })).toBe('en');
    expect(documentLanguage({ language: 'en', provinceOfResidence: ' qc ', bill96Consent: 'true' })).toBe(
      'en',
    );
  });

  it('the consent alone does not turn a French policy into English', () => {
    expect(documentLanguage({ language: 'fr', provinceOfResidence: 'QC', bill96Consent: true })).toBe('fr');
  });

  it('everyone else gets the language of the policy', () => {
    expect(documentLanguage({ language: 'en', provinceOfResidence: 'ON', bill96Consent: null })).toBe('en');
    expect(documentLanguage({ language: 'fr', provinceOfResidence: 'NB', bill96Consent: null })).toBe('fr');
    expect(documentLanguage({ language: 'fr', provinceOfResidence: 'BC', bill96Consent: true })).toBe('fr');
  });

  it('an unreadable language falls back to French in Québec and English elsewhere', () => {
    expect(documentLanguage({ language: 'de', provinceOfResidence: 'QC', bill96Consent: true })).toBe('fr');
    expect(documentLanguage({ language: undefined, provinceOfResidence: 'AB', bill96Consent: true })).toBe(
      'en',
    );
    expect(documentLanguage({ language: 42, provinceOfResidence: {}, bill96Consent: [] })).toBe('en');
  });

  it('property: the result is French or the language the buyer chose, never another one', () => {
    fc.assert(
      fc.property(arbDocumentLanguageInput, (input) => {
        const lang = documentLanguage(input);
        expect(['en', 'fr']).toContain(lang);
        if (lang === 'en' && (input.language === 'en' || input.language === 'fr')) {
          expect(input.language).toBe('en');
        }
      }),
    );
  });

  it('property: outside Québec the policy language is kept whatever the consent says', () => {
    const notQuebec = fc.constantFrom(...PROVINCES.filter((p) => p !== 'QC'));
    fc.assert(
      fc.property(arbLanguage, notQuebec, fc.anything(), (language, province, consent) => {
        expect(documentLanguage({ language, provinceOfResidence: province, bill96Consent: consent })).toBe(
          language,
        );
      }),
    );
  });

  it('property: in Québec, English exactly when English was chosen and the consent given', () => {
    fc.assert(
      fc.property(arbDocumentLanguageInput, fc.constantFrom('QC', 'qc', ' Qc'), (input, quebec) => {
        const consent = input.bill96Consent === true || input.bill96Consent === 'true';
        expect(documentLanguage({ ...input, provinceOfResidence: quebec })).toBe(
          input.language === 'en' && consent ? 'en' : 'fr',
        );
      }),
    );
  });
});
