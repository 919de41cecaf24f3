import { describe, expect, it } from 'vitest';
import en from '../../../../translations/errors/product-card.en.json';
import fr from '../../../../translations/errors/product-card.fr.json';
import { PRODUCT_CARD_CODES } from './product-card.codes';

describe('product card labels', () => {
  it('every code has an English and a French message, and nothing else is there', () => {
    expect(Object.keys(en).sort()).toEqual([...PRODUCT_CARD_CODES].sort());
    expect(Object.keys(fr).sort()).toEqual([...PRODUCT_CARD_CODES].sort());
  });

  it('the messages keep their parameters in both languages', () => {
    for (const lang of [en, fr]) {
      expect(lang.topUpDaysExceedMax).toContain('{{existingTripDaysCovered}}');
      expect(lang.tripCostExceedsMax).toContain('{{tripCostMaxAmt}}');
    }
  });
});
