import type { ContentService, PurchaseResponse, TranslationService } from '@tripx/application';
import { runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage, SessionSlices } from '@tripx/ui-flow';
import { aBookingConfirmation, fakeQuoteProgress } from '@tripx/ui-flow/test-support';
import { FIRST_PAGE_FILES, TRANSLATION_FILES } from '../platform/i18n';
import { appAt, savedQuoteAndTrip } from '../test-support/app-at';
import { openingQuote } from '../features/resume-quote/store/resume-quote.store';

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

  it('once bought, every step (Back, a reload, the payment step) shows the confirmation at its address naming the purchase, read from the server', async () => {
    const booking = aBookingConfirmation('TX-7');
    const app = await appAt('/get-a-quote/plan-selection?lang=en', savedQuoteAndTrip(), {
      bought: [booking],
    });
    const payment = app.stores.deferred.later?.payment;
    if (!payment) throw new Error('the later stores are loaded on the plans step');
    expect(app.stores.app.blockedBefore('payment')).not.toBe('confirmation');
    runInAction(
      () =>
        (payment.response = { purchaseId: 'G-1', policies: booking.policies } as unknown as PurchaseResponse),
    );
    for (const step of ['/apply/payment?lang=en', '/get-a-quote?lang=en', '/apply/confirmation?lang=en']) {
      await app.go(step);
      expect(app.stores.page.page).toBe('confirmation');
      expect(app.address()).toBe('/apply/confirmation/TX-7?lang=en');
    }
    expect(payment.confirmation).toEqual(booking);
    await app.go('/apply/payment?lang=en');
    expect(app.stores.page.redirectedTo).toBe('confirmation');
  });

  it('a new tab: the purchase the server says bought the quote sends every step to its confirmation, in the path language', async () => {
    const storage = memoryStorage();
    await openingQuote(
      new URL('http://localhost/adherer/paiement'),
      new SessionSlices(storage),
      fakeQuoteProgress(null, undefined, { policyNumber: 'TX-7' }),
    );
    const app = await appAt('/adherer/paiement', storage, { bought: [aBookingConfirmation('TX-7')] });
    expect(app.stores.page.page).toBe('confirmation');
    expect(app.stores.page.redirectedTo).toBe('confirmation');
    expect(app.address()).toBe('/adherer/confirmation/TX-7?lang=fr');
  });

  it('a confirmation address the server shows this session nothing of (another session’s, none) is not found', async () => {
    const app = await appAt('/apply/confirmation/TX-9?lang=en', memoryStorage(), {
      bought: [aBookingConfirmation('TX-7')],
    });
    expect(app.stores.page.page).toBe('notFound');
    expect(app.stores.deferred.later?.payment.purchasedPolicy).toBeUndefined();
    // The same address of a purchase it shows opens on it, and the tab then knows its quote is bought.
    await app.go('/apply/confirmation/TX-7-2?lang=en');
    expect(app.stores.page.page).toBe('confirmation');
    expect(app.stores.deferred.later?.payment.purchasedPolicy).toBe('TX-7-2');
  });

  it('a confirmation read that fails (no connection, a 500) is the route’s error, not “not found”; Retry reads it again', async () => {
    const answers = [
      { kind: 'network', code: 'network' } as const,
      { kind: 'refused', code: 'internalError', message: '', fields: [], status: 500 } as const,
    ];
    for (const failure of answers) {
      const booking = aBookingConfirmation('TX-7');
      let down = true;
      const app = await appAt('/apply/confirmation/TX-7?lang=en', memoryStorage(), {
        confirmationRead: async () => (down ? { ok: false, failure } : { ok: true, value: booking }),
      });
      expect(app.stores.page.page).not.toBe('notFound');
      expect(app.address()).toBe('/apply/confirmation/TX-7?lang=en');
      const errors = Object.values(app.router.state.errors ?? {});
      expect(errors).toEqual([expect.objectContaining({ failure })]);
      down = false;
      await app.go('/apply/confirmation/TX-7?lang=en');
      expect(app.stores.page.page).toBe('confirmation');
      expect(app.stores.deferred.later?.payment.confirmation).toEqual(booking);
    }
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

  it('on the quick quote, the other steps’ labels are asked once the organization’s content is in', async () => {
    const asked: string[] = [];
    const translations: TranslationService = {
      translations: async (space, name, lang = 'en') => {
        asked.push(`${space}.${name}`);
        return { ok: true, value: [{ language: lang, labels: {} }] };
      },
    };
    const content: ContentService = {
      content: async () => {
        asked.push('content');
        return { ok: false, failure: { kind: 'network', code: 'network' } };
      },
    };
    const { stores } = await appAt('/get-a-quote?lang=en', memoryStorage(), { translations, content });
    expect(stores.page.page).toBe('travellerDetails');
    const files = TRANSLATION_FILES.map(([space, name]) => `${space}.${name}`);
    await vi.waitFor(() => expect([...asked].sort()).toEqual([...files, 'content'].sort()));
    const first = FIRST_PAGE_FILES.map(([space, name]) => `${space}.${name}`);
    expect(asked.slice(0, first.length + 1).sort()).toEqual([...first, 'content'].sort());
  });
});
