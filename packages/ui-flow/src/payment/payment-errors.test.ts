import { PURCHASE_ERROR_CODES } from '@tripx/application';
import { SELLING_LICENCE_CODES } from '@tripx/domain';
import { describe, expect, it } from 'vitest';
import cardEn from '../../../../translations/errors/card.en.json';
import cardFr from '../../../../translations/errors/card.fr.json';
import distributionEn from '../../../../translations/errors/distribution.en.json';
import distributionFr from '../../../../translations/errors/distribution.fr.json';
import paymentEn from '../../../../translations/errors/payment.en.json';
import paymentFr from '../../../../translations/errors/payment.fr.json';
import purchaseEn from '../../../../translations/errors/purchase.en.json';
import purchaseFr from '../../../../translations/errors/purchase.fr.json';
import { flowErrorNs, PAYMENT_CODES } from './payment-errors';

const FILES: Record<string, Record<'en' | 'fr', Record<string, string>>> = {
  'errors.card': { en: cardEn, fr: cardFr },
  'errors.distribution': { en: distributionEn, fr: distributionFr },
  'errors.payment': { en: paymentEn, fr: paymentFr },
  'errors.purchase': { en: purchaseEn, fr: purchaseFr },
};
const labels = (ns: string, lang: 'en' | 'fr'): Record<string, string> => FILES[ns]?.[lang] ?? {};

describe('flowErrorNs', () => {
  it('sends every code a quote or a payment fails with to a label file that words it, in EN and FR', () => {
    const codes = ['mon_943', ...PAYMENT_CODES, ...PURCHASE_ERROR_CODES, ...SELLING_LICENCE_CODES];
    for (const code of codes)
      for (const lang of ['en', 'fr'] as const)
        expect(
          labels(flowErrorNs(code), lang)[code],
          `${code} in ${flowErrorNs(code)} (${lang})`,
        ).toBeTruthy();
  });
  it('leaves other API codes to the API’s file, and network failures to the common one', () => {
    expect(flowErrorNs('invalidValue')).toBe('errors.api');
    expect(flowErrorNs('network')).toBe('web.common');
  });
});
