import type { QuoteProgressService } from '@tripx/application';
import { RESUME_QUOTE_PATHS, LANGUAGES, type Language } from '@tripx/domain';
import type { LaterFlowStores, SessionSlices } from '@tripx/ui-flow';
import * as t from 'io-ts';

/** Why a resume link opened nothing: its 30 days are up, or it is not one of ours. */
export type ResumeRefused = 'expired' | 'invalid';

const ReopenedCodec = t.type({
  savedTotalCents: t.union([t.number, t.null]),
  totalCents: t.union([t.number, t.null]),
  priceChanged: t.boolean,
});
/** A reopened saved quote's totals, when saved and at today's rates, as the server answered them. */
export type ResumeNotice = t.TypeOf<typeof ReopenedCodec>;

/** What opening a saved quote's link gave, kept in the tab until its stores are made (the resumeNotice slice). */
const ResumeOutcomeCodec = t.union([
  t.type({ refused: t.keyof({ expired: null, invalid: null }) }),
  ReopenedCodec,
]);

/** The language of a saved quote's link (the server writes RESUME_QUOTE_PATHS); undefined for any other path. */
export const resumeLinkLanguage = (pathname: string): Language | undefined =>
  LANGUAGES.find((lang) => RESUME_QUOTE_PATHS[lang] === pathname.replace(/\/$/, ''));

/**
 * A saved quote's link opened: the server checks its token and prices it at today's rates; its
 * answers replace this tab's slices, and what it said waits in the resumeNotice slice.
 */
export const resumeSavedQuote = async (
  slices: SessionSlices,
  service: Pick<QuoteProgressService, 'resume'>,
  token: string,
): Promise<void> => {
  const r = await service.resume(token);
  if (!r.ok) {
    const expired = r.failure.kind === 'refused' && r.failure.code === 'resumeLinkExpired';
    slices.save('resumeNotice', { refused: expired ? 'expired' : 'invalid' });
    return;
  }
  const { savedTotalCents, totalCents, priceChanged } = r.value;
  // A lead that saved no quote leaves this tab's answers as they are.
  if (Object.keys(r.value.progress).length > 0) {
    slices.clearAll();
    slices.restore(r.value.progress);
  }
  slices.save('resumeNotice', { savedTotalCents, totalCents, priceChanged });
};

/**
 * The tab's quote, before its stores are made (they read the slices once): a saved quote's link
 * reopens that quote; a tab that holds none (a new tab, a step's address opened elsewhere) takes the
 * session's quote in progress from the server, and the purchase that bought it when it is bought
 * (every step then shows its confirmation, issue 16 item 2).
 */
export const openingQuote = async (
  url: URL,
  slices: SessionSlices,
  service: Pick<QuoteProgressService, 'resume' | 'read'>,
): Promise<void> => {
  if (resumeLinkLanguage(url.pathname))
    await resumeSavedQuote(slices, service, url.searchParams.get('token') ?? '');
  if (slices.has('quoteForm')) return;
  const r = await service.read();
  if (!r.ok) return;
  if (r.value.quote) slices.restore(r.value.quote.progress);
  if (r.value.purchased) slices.save('purchased', r.value.purchased);
};

/**
 * A saved quote's link, once its answers are in the tab: the refusal its page shows, or the notice
 * said once on the page the reopened quote lands on (read from the slice and cleared, so that a
 * reload does not say it again).
 */
export class ResumeQuoteStore {
  readonly refused: ResumeRefused | undefined;
  readonly notice: ResumeNotice | undefined;

  constructor(
    slices: SessionSlices,
    private readonly later: () => Promise<Pick<LaterFlowStores, 'planSelection'>>,
  ) {
    const outcome = slices.load('resumeNotice', ResumeOutcomeCodec);
    if (outcome) slices.clear('resumeNotice');
    this.refused = outcome && 'refused' in outcome ? outcome.refused : undefined;
    this.notice = outcome && !('refused' in outcome) ? outcome : undefined;
  }

  /**
   * The link's page opens: a refused link stays there; a reopened quote's plans, stored with the
   * prices of the day it was saved, are priced again at today's rates before its summary shows.
   */
  async linkOpened(): Promise<ResumeRefused | undefined> {
    if (this.refused) return this.refused;
    if (this.notice) await (await this.later()).planSelection.quoteReopened();
    return undefined;
  }
}
