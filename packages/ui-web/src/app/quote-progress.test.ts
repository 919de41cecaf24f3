import type { QuoteProgressService } from '@tripx/application';
import { SaveQuoteStore, SessionSlices } from '@tripx/ui-flow';
import { aQuoteForm, fakeQuoteProgress } from '@tripx/ui-flow/test-support';
import { describe, expect, it } from 'vitest';
import { appAt, savedQuoteAndTrip } from '../test-support/app-at';
import { QuoteProgressSync } from './quote-progress';

/** A quote form whose province is `province` (one answer the buyer changed). */
const formIn = (province: string) => ({ form: { ...aQuoteForm(), province }, submitted: true });

describe('the quote in progress sent to the server (POST /sync-quote)', () => {
  it('carries the quote payload but none of the medical questionnaire answers this tab holds', async () => {
    const storage = savedQuoteAndTrip();
    storage.setItem(
      'tripx.web.medQuestionnaire',
      JSON.stringify({
        byPax: { '1': { planClass: 'OCM', answers: { heart: 'yes' }, declaration: true, completed: true } },
      }),
    );
    const { stores } = await appAt('/get-a-quote/plan-selection?lang=en', storage);
    const later = stores.deferred.later;
    if (!later) throw new Error('the later stores are loaded on the plans step');
    // The tab has the answers, and the quote it prices sends them.
    expect(later.planSelection.mq.answersFor(1)).toEqual([
      { planClass: 'OCM', answers: [{ key: 'heart', answer: 'yes' }], declaration: true },
    ]);
    const sent = stores.progress.request();
    expect(sent.payload).toMatchObject({ paxes: [{ referenceNumber: 1, age: 38 }] });
    expect(JSON.stringify(sent)).not.toMatch(/medicalQuestionnaires|heart/);
  });
});

/* The server's copy follows the tab in order, and "Save my quote" copies the quote on the screen. */
describe('the server’s copy of the quote in progress', () => {
  it('a sync answered late never lands after a newer one: the server ends with the tab’s last answers', async () => {
    const server = fakeQuoteProgress();
    const answered: (() => void)[] = [];
    // The server takes each sync when its answer is released, in whatever order they are released.
    const slow: Pick<QuoteProgressService, 'sync'> = {
      sync: (body) => new Promise((resolve) => answered.push(() => resolve(server.sync(body)))),
    };
    const slices = new SessionSlices(savedQuoteAndTrip());
    const sync = new QuoteProgressSync(slices, slow);
    // Every write is sent at once (no throttle): two syncs would be under way together.
    const stop = sync.start(0);
    const tick = () => new Promise((r) => setTimeout(r, 0));
    slices.save('quoteForm', formIn('ON'));
    await tick();
    slices.save('quoteForm', formIn('BC'));
    // The server answers whatever waits newest first: a sync sent before its elder was answered would land before it.
    for (await tick(); answered.length > 0; await tick()) answered.pop()?.();
    stop();
    expect(server.synced.at(-1)?.form).toMatchObject({ province: 'BC' });
    const kept = await server.read();
    expect(kept.ok && kept.value.quote?.form).toMatchObject({ province: 'BC' });
  });

  it('Save my quote right after a change saves the quote on the screen, not the copy synced before it', async () => {
    const server = fakeQuoteProgress();
    const slices = new SessionSlices(savedQuoteAndTrip());
    const sync = new QuoteProgressSync(slices, server);
    const stop = sync.start();
    const save = new SaveQuoteStore(
      server,
      () => 'en',
      () => sync.flush(),
    );
    await sync.flush();
    // The buyer changes an answer and saves at once, within the sync's throttle.
    slices.save('quoteForm', formIn('NS'));
    save.emailChanged('ana@example.com');
    await save.save();
    stop();
    expect(save.savedUntil).toBeDefined();
    expect(server.saved.at(-1)?.form).toMatchObject({ province: 'NS' });
  });
});
