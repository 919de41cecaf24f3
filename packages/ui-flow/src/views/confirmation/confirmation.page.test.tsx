import type {
  ApiResult,
  BookingConfirmation,
  PurchaseRequestBody,
  PurchaseResponse,
} from '@tripx/application';
import type { Language } from '@tripx/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { PaymentStore } from '../../payment/payment.store';
import { SessionSlices, memoryStorage } from '../../platform/session-slices';
import { fakeFrame } from '../../test-support/fake-card-frame';
import { aBookingConfirmation } from '../../test-support/no-confirmation';
import { renderWithLabels } from '../../test-support/render-with-labels';
import { FlowViewContext, type FlowView } from '../flow-view-context';
import { ConfirmationPage } from './confirmation.page';

/** The confirmation of a purchase this tab made (the staff booking), read from a server that answers `reads` in turn. */
const shown = (reads: ApiResult<BookingConfirmation>[], lang: Language = 'en') => {
  const asked: string[] = [];
  const payment = new PaymentStore(
    { payers: () => [], purchase: () => ({}) as unknown as PurchaseRequestBody, newKey: () => 'key' },
    {
      confirmation: (n) => {
        asked.push(n);
        return new Promise((resolve) => {
          const next = reads.shift();
          if (next) resolve(next);
        });
      },
      create: async () => ({ ok: false, failure: { kind: 'network', code: 'network' } }),
    },
    fakeFrame(),
    new SessionSlices(memoryStorage()),
  );
  runInAction(
    () =>
      (payment.response = {
        purchaseId: 'G-1',
        policies: [{ policyNumber: 'TX-7' }],
      } as unknown as PurchaseResponse),
  );
  const flow = { lang, later: { payment }, startOver: () => undefined };
  renderWithLabels(
    <FlowViewContext value={flow as unknown as FlowView}>
      <ConfirmationPage />
    </FlowViewContext>,
    lang,
  );
  return { asked };
};

describe('ConfirmationPage: the purchase read from the server', () => {
  it('while it is read: a loading state, not a blank page', () => {
    const { asked } = shown([]);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(asked).toEqual(['TX-7']);
  });

  it('a read that fails (a 500, in French): the server’s error with Retry, which reads it again and shows it', async () => {
    const { asked } = shown(
      [
        {
          ok: false,
          failure: { kind: 'refused', code: 'internalError', message: '', fields: [], status: 500 },
        },
        { ok: true, value: aBookingConfirmation('TX-7') },
      ],
      'fr',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur interne du serveur');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked).toEqual(['TX-7', 'TX-7']);
  });
});
