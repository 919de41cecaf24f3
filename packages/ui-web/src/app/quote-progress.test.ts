import { describe, expect, it } from 'vitest';
import { appAt, savedQuoteAndTrip } from '../test-support/app-at';

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
