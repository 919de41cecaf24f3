import type { PurchaseRequestBody } from '@tripx/application';
import { CARD_FRAME_SOURCE } from '@tripx/application';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LaterFlowStores } from '../../compose/later-flow-stores';
import { PaymentStore } from '../../payment/payment.store';
import { SessionSlices, memoryStorage } from '../../platform/session-slices';
import { fakeFrame } from '../../test-support/fake-card-frame';
import { noConfirmation } from '../../test-support/no-confirmation';
import { renderWithLabels } from '../../test-support/render-with-labels';
import { FlowViewContext, type FlowView } from '../flow-view-context';
import { CardFrame } from './card-frame.view';

/** The card holder field and its frame, for one payer, with a purchase that refuses the holder's name. */
const setUp = (name: string) => {
  const frame = fakeFrame();
  const payment = new PaymentStore(
    {
      payers: () => [{ paxId: 1, name }],
      purchase: () => ({ paxes: [{ referenceNumber: 1 }] }) as unknown as PurchaseRequestBody,
      newKey: () => 'key',
    },
    {
      confirmation: noConfirmation,
      create: async () => ({
        ok: false,
        failure: {
          kind: 'refused',
          code: 'invalidValue',
          message: '',
          fields: [{ path: 'paxes.0.payment.details.cardHolderName', code: 'nameInvalid' }],
        },
      }),
    },
    frame,
    new SessionSlices(memoryStorage()),
  );
  payment.listen();
  const flow = { cardFrameOrigin: 'https://frame.test', later: { payment } as unknown as LaterFlowStores };
  renderWithLabels(
    <FlowViewContext value={flow as unknown as FlowView}>
      <CardFrame frameId="all" title="Card" />
    </FlowViewContext>,
  );
  const pay = async () => {
    frame.emit('all', { source: CARD_FRAME_SOURCE, type: 'valid', brand: 'visa' });
    payment.legalConsentChanged(true);
    return payment.payClicked();
  };
  return { payment, pay, user: userEvent.setup() };
};

const holder = () => screen.getByRole('textbox', { name: /Name on the card/ });

describe('CardFrame: the card holder name is its own field with its own message', () => {
  it('a name too long for the card says so on the card holder field, and the card is not blamed', async () => {
    const { pay } = setUp(`${'Alexandra '.repeat(8)}${'Martin-Lefebvre '.repeat(2)}`);
    expect(await pay()).toBe(false);
    expect(holder()).toHaveAccessibleDescription(/Enter at most 100 characters/);
    // The card's own error line stays empty: the card is not blamed.
    expect(document.getElementById('card-all-error')).toBeEmptyDOMElement();
  });

  it('the server’s refusal of the name shows on the card holder field, and goes once the name changes', async () => {
    const { pay, user } = setUp('Alex Martin');
    expect(await pay()).toBe(false);
    expect(holder()).toHaveAccessibleDescription(/letters, apostrophes, hyphens and spaces/);
    await user.type(holder(), 'x');
    expect(holder()).not.toHaveAccessibleDescription(/letters, apostrophes/);
  });
});
