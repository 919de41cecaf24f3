import {
  type ApiFailure,
  type ApiResult,
  CARD_FRAME_SOURCE,
  type PurchaseRequestBody,
  type PurchaseResponse,
} from '@tripx/application';
import type { Language } from '@tripx/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentStore } from '../../payment/payment.store';
import { SessionSlices, memoryStorage } from '../../platform/session-slices';
import { fakeFrame } from '../../test-support/fake-card-frame';
import { noConfirmation } from '../../test-support/no-confirmation';
import { renderWithLabels } from '../../test-support/render-with-labels';
import { FlowViewContext, type FlowView } from '../flow-view-context';
import { PaymentPage } from './payment.page';

const RESPONSE = { purchaseId: 'p1', policies: [] } as unknown as PurchaseResponse;

/** The payment step of one payer whose first purchase call fails as given, and whose next one succeeds. */
const setUp = (first: ApiFailure, lang: Language = 'en', content: Readonly<Record<string, string>> = {}) => {
  const frame = fakeFrame();
  const bodies: unknown[] = [];
  const payment = new PaymentStore(
    {
      payers: () => [{ paxId: 1, name: 'Alex Martin' }],
      purchase: (cardFor) => ({ card: cardFor(1) }) as unknown as PurchaseRequestBody,
      newKey: () => 'key',
    },
    {
      confirmation: noConfirmation,
      create: async (body): Promise<ApiResult<PurchaseResponse>> => {
        bodies.push(body);
        return bodies.length === 1 ? { ok: false, failure: first } : { ok: true, value: RESPONSE };
      },
    },
    frame,
    new SessionSlices(memoryStorage()),
  );
  const navigate = vi.fn();
  const planSelection = { ratedPaxIds: [1], summary: { total: 123.45 } };
  const flow = {
    lang,
    cardFrameOrigin: 'https://frame.test',
    later: { payment, planSelection },
    contractText: (key: string) => content[key] ?? '',
    privacyHref: `/privacy?lang=${lang}`,
    navigate,
  };
  renderWithLabels(
    <FlowViewContext value={flow as unknown as FlowView}>
      <PaymentPage />
    </FlowViewContext>,
    lang,
  );
  frame.emit('all', { source: CARD_FRAME_SOURCE, type: 'valid', brand: 'visa' });
  return { payment, navigate, bodies, user: userEvent.setup() };
};

const refused = (code: string, status: number): ApiFailure => ({
  kind: 'refused',
  code,
  message: '',
  fields: [],
  status,
});

const payOnce = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: /^Pay/ }));
};

describe('PaymentPage: what a buyer looks for before paying', () => {
  it('the cards accepted, the licensed insurer, the 24/7 assistance line and the privacy page, in English', () => {
    setUp(refused('cardDeclined', 402), 'en', { assistancePhone: '1-866-555-0199' });
    const trust = screen.getByRole('region', { name: 'Secure payment' });
    const cards = within(trust).getByRole('list', { name: 'Cards accepted' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['Visa', 'Mastercard', 'American Express']);
    expect(trust).toHaveTextContent('Underwritten by a licensed Canadian insurer.');
    expect(within(trust).getByRole('link', { name: '1-866-555-0199' })).toHaveAttribute(
      'href',
      'tel:18665550199',
    );
    expect(trust).toHaveTextContent(/24 hours a day, 7 days a week: 1-866-555-0199/);
    expect(within(trust).getByRole('link', { name: /How we protect your information/ })).toHaveAttribute(
      'href',
      '/privacy?lang=en',
    );
    // The card fields are one group, named by its legend.
    expect(screen.getByRole('group', { name: 'Credit card' })).toContainElement(
      screen.getByRole('textbox', { name: /Name on the card/ }),
    );
  });

  it('in French, with the organization’s insurer line, and no assistance line without a number', () => {
    setUp(refused('cardDeclined', 402), 'fr', { licensedInsurer: 'Établie par Assureur Inc.' });
    const trust = screen.getByRole('region', { name: 'Paiement sécurisé' });
    expect(within(trust).getByRole('list', { name: 'Cartes acceptées' })).toBeInTheDocument();
    expect(trust).toHaveTextContent('Établie par Assureur Inc.');
    expect(trust).not.toHaveTextContent(/24 heures sur 24/);
    expect(within(trust).getByRole('link', { name: /Comment nous protégeons/ })).toBeInTheDocument();
  });
});

describe('PaymentPage: a server fault is not blamed on the card', () => {
  it('a decline asks to check the card; a 500 says our side failed, and neither says the other', async () => {
    const declined = setUp(refused('cardDeclined', 402));
    await payOnce(declined.user);
    const declineText = (await screen.findByText(/declined/)).closest('[role="alert"]')?.textContent ?? '';
    expect(declineText).toMatch(/Check the card details/);
    expect(declineText).not.toMatch(/on our side/);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a 500: our side failed, the card is not blamed, the name typed is kept, and Try again completes', async () => {
    const { user, navigate, bodies } = setUp(refused('internalError', 500));
    await user.type(screen.getByRole('textbox', { name: /Name on the card/ }), '-Lefebvre');
    await payOnce(user);
    const alert = (await screen.findByText(/on our side, not with your card/)).closest('[role="alert"]');
    expect(alert?.textContent).not.toMatch(/Check the card details/);
    // Whether money moved is not known: the message does not say nothing was charged.
    expect(alert?.textContent).not.toMatch(/nothing was charged/);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Name on the card/ })).toHaveValue('Alex Martin-Lefebvre');
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('confirmation'));
    expect(bodies).toHaveLength(2);
  });

  it('a 503 of the payment provider says nothing was charged, as the server says', async () => {
    const { user } = setUp(refused('paymentUnavailable', 503));
    await payOnce(user);
    expect(await screen.findByText(/nothing was charged/)).toBeInTheDocument();
  });

  it('no answer at all (network) is our fault too, in French', async () => {
    const { user } = setUp({ kind: 'network', code: 'network' }, 'fr');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /^Payer/ }));
    expect(await screen.findByText(/vient de chez nous, pas de votre carte/)).toBeInTheDocument();
    expect(screen.queryByText(/Vérifiez les renseignements de la carte/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
