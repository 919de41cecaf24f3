import fc from 'fast-check';
import { TRAVELLER_PAYMENT_METHODS } from '../payment/payment-method';
import type { PaymentTokenAction } from '../payment/payment-token';
import { CARD_BRANDS } from '../shared/enums';

/** Few travellers, so that random sequences of actions often reach COMPLETED and then leave it. */
export const arbPaxIds = fc.uniqueArray(fc.constantFrom('1', '2', '3'), { minLength: 0, maxLength: 3 });

/** Any action, aimed at the given travellers or at one that does not exist ('9'). */
export const arbPaymentAction = (paxIds: readonly string[]): fc.Arbitrary<PaymentTokenAction> => {
  const arbPax = fc.constantFrom(...paxIds, '9');
  return fc.oneof(
    { arbitrary: fc.constant<PaymentTokenAction>({ type: 'initiate' }), weight: 2 },
    { arbitrary: fc.constant<PaymentTokenAction>({ type: 'reset' }), weight: 1 },
    {
      weight: 5,
      arbitrary: fc.record({
        type: fc.constant('tokenSet' as const),
        paxId: arbPax,
        token: fc.constantFrom('', 'tok_4242', 'tok_5555'),
        ccType: fc.option(fc.constantFrom(...CARD_BRANDS), { nil: undefined }),
      }),
    },
    { arbitrary: fc.record({ type: fc.constant('tokenCleared' as const), paxId: arbPax }), weight: 2 },
    {
      weight: 3,
      arbitrary: fc.record({
        type: fc.constant('paymentMethodChosen' as const),
        paxId: arbPax,
        method: fc.constantFrom(...TRAVELLER_PAYMENT_METHODS),
      }),
    },
  );
};
