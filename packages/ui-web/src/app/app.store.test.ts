import type { PurchaseResponse } from '@tripx/application';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { appAt, savedQuoteAndTrip } from '../test-support/app-at';

describe('AppStore: which steps may show, and the reset', () => {
  it('a step opened before its earlier steps are done shows the first open step', async () => {
    const { stores, address } = await appAt('/apply/payment?lang=en');
    expect(stores.page.page).toBe('travellerDetails');
    expect(address()).toBe('/get-a-quote?lang=en');
  });

  it('a reload on the plans keeps the step when the quote and trip are done (later stores loaded first)', async () => {
    const { stores } = await appAt('/get-a-quote/plan-selection?lang=en', savedQuoteAndTrip());
    expect(stores.page.page).toBe('planSelection');
    expect(stores.page.redirectedTo).toBeUndefined();
    expect(stores.deferred.later).toBeDefined();
  });

  it('the summary waits until a plan is chosen for every traveller', async () => {
    const { stores } = await appAt('/get-a-quote/quote-summary?lang=en', savedQuoteAndTrip());
    expect(stores.page.page).toBe('planSelection');
    expect(stores.page.redirectedTo).toBe('planSelection');
  });

  it('once bought, the payment step (Back, a reload) shows the confirmation, never the form to pay again', async () => {
    const app = await appAt('/get-a-quote/plan-selection?lang=en', savedQuoteAndTrip());
    const payment = app.stores.deferred.later?.payment;
    if (!payment) throw new Error('the later stores are loaded on the plans step');
    expect(app.stores.app.blockedBefore('payment')).not.toBe('confirmation');
    runInAction(() => (payment.response = { purchaseId: 'p1', policies: [] } as unknown as PurchaseResponse));
    await app.go('/apply/payment?lang=en');
    expect(app.stores.page.page).toBe('confirmation');
    expect(app.stores.page.redirectedTo).toBe('confirmation');
    expect(app.address()).toBe('/apply/confirmation?lang=en');
  });

  it('the end of the session resets the work, also for the next load', async () => {
    const storage = savedQuoteAndTrip();
    const { stores } = await appAt('/get-a-quote/plan-selection?lang=en', storage);
    stores.app.sessionEnded();
    expect(stores.quoteForm.form.travellerCategory).toBe('');
    expect(stores.deferred.later?.planSelection.cards.size).toBe(0);
    const next = await appAt('/get-a-quote/plan-selection?lang=en', storage);
    expect(next.stores.quoteForm.submitted).toBe(false);
    expect(next.stores.tripDetails.submitted).toBe(false);
    expect(next.stores.page.page).toBe('travellerDetails');
  });

  it('starting over after a purchase resets the work and opens the quote in the page language', async () => {
    const app = await appAt('/obtenir-une-soumission/choisir-regime', savedQuoteAndTrip());
    await app.after(() => app.stores.app.startOver());
    expect(app.address()).toBe('/obtenir-une-soumission?lang=fr');
    expect(app.stores.quoteForm.submitted).toBe(false);
  });
});
