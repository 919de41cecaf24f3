import { describe, expect, it } from 'vitest';
import cardEn from '../../../../translations/errors/card.en.json';
import en from '../../../../translations/errors/payment.en.json';
import fr from '../../../../translations/errors/payment.fr.json';
import { CARD_ENTRY_CODES, CARD_FRAME_ERROR_CODES } from './card-frame.protocol';
import { PAYMENT_ERROR_CODES } from './payment.errors';

describe('payment error labels', () => {
  it('has the same keys in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('has an English and a French text for every code the provider and the frame can report', () => {
    const labels = { ...cardEn, ...en } as Record<string, string>;
    const french = fr as Record<string, string>;
    for (const code of [...PAYMENT_ERROR_CODES, ...CARD_ENTRY_CODES, ...CARD_FRAME_ERROR_CODES]) {
      expect(labels[code], code).toMatch(/\S/);
      if (code !== 'mon_943') expect(french[code], code).not.toBe(labels[code]);
    }
  });
});
