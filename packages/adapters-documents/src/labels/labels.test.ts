import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import confirmationEn from '../../../../translations/documents/confirmation.en.json';
import confirmationFr from '../../../../translations/documents/confirmation.fr.json';
import emailEn from '../../../../translations/documents/email.en.json';
import emailFr from '../../../../translations/documents/email.fr.json';
import { confirmationLabels, emailLabels, interpolate } from './labels';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('document labels', () => {
  it.each([
    ['confirmation', confirmationEn, confirmationFr],
    ['email', emailEn, emailFr],
  ])('%s: same keys and same placeholders in EN and FR, every French text its own', (_, en, fr) => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const french = (fr as Record<string, string>)[key] as string;
      expect(english.trim(), key).toBeTruthy();
      expect(placeholders(french), key).toEqual(placeholders(english));
      // A page number, a total and the super visa are written alike in both languages.
      if (!['pageOf', 'confirmationTotal', 'sectionSuperVisa'].includes(key))
        expect(french, key).not.toBe(english);
    }
  });

  it('fills parameters in either language', () => {
    expect(confirmationLabels('en')('pageOf', { page: 1, pages: 2 })).toBe('Page 1 of 2');
    expect(confirmationLabels('fr')('pageOf', { page: 1, pages: 2 })).toBe('Page 1 de 2');
    expect(emailLabels('fr')('greeting', { firstName: 'Éloïse' })).toBe('Bonjour Éloïse,');
    expect(interpolate('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
  });

  it('property: interpolation puts each value in verbatim, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, value) => {
        expect(interpolate(`${before.replace(/[{}]/g, '')}{{v}}`, { v: value })).toBe(
          before.replace(/[{}]/g, '') + value,
        );
      }),
    );
  });
});
