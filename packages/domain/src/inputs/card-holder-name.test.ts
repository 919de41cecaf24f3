import { describe, expect, it } from 'vitest';
import { cardHolderNameErrors } from './card-holder-name';

const travellers = [
  { paxId: '1', cardHolderName: 'Marie Tremblay' },
  { paxId: '2', cardHolderName: '  ' },
  { paxId: '3' },
];

describe('card holder name', () => {
  it('cardHolderNameRequired per traveller with individual payment', () => {
    expect(cardHolderNameErrors({ individualPayment: 'true', travellers })).toEqual([
      { field: 'travellers.2.cardHolderName', code: 'cardHolderNameRequired' },
      { field: 'travellers.3.cardHolderName', code: 'cardHolderNameRequired' },
    ]);
  });

  it('cardHolderNameRequired once otherwise, whatever the travellers hold', () => {
    expect(cardHolderNameErrors({ individualPayment: 'false', travellers })).toEqual([
      { field: 'cardHolderName', code: 'cardHolderNameRequired' },
    ]);
    expect(
      cardHolderNameErrors({ individualPayment: false, cardHolderName: ' Luc Roy ', travellers }),
    ).toEqual([]);
  });

  it('maxLength: a name longer than the name limit', () => {
    expect(
      cardHolderNameErrors({ individualPayment: false, cardHolderName: 'x'.repeat(101), travellers: [] }),
    ).toEqual([{ field: 'cardHolderName', code: 'maxLength', params: { max: 100 } }]);
  });
});
