import { describe, expect, it } from 'vitest';
import { memoryStorage, SessionSlices } from '../platform/session-slices';
import { aFlowContext, aQuoteForm, fixedServices, semhLine } from '../test-support';
import { PlanSelectionStore } from './plan-selection.store';

describe('a saved quote reopened from its link', () => {
  it('its cards, chosen plan and summary show today’s price, not the one stored the day it was saved', async () => {
    const slices = new SessionSlices(memoryStorage());
    let total = 5400;
    const services = fixedServices(() => semhLine({ premiumCents: total - 400, totalCents: total }));
    const store = () =>
      new PlanSelectionStore(aFlowContext(aQuoteForm()), services.catalogue, services.quotes, slices);
    const saved = store();
    await saved.entered();
    saved.selectConfirmed('1:SEMH');
    expect(saved.summary.total).toBe(5400);

    // The rates moved since: the tab reopened from the link reads the stored $54.00 first.
    total = 6100;
    const reopened = store();
    expect(reopened.summary.total).toBe(5400);
    await reopened.quoteReopened();
    expect(reopened.cards.get('1:SEMH')?.premium).toBe(6100);
    expect(reopened.summary.total).toBe(6100);
    expect(reopened.complete).toBe(true);
  });
});
