import { quoteProgressSections, type QuoteProgressService, type SyncQuoteRequest } from '@tripx/application';
import type { SessionSlices } from '@tripx/ui-flow';
import * as t from 'io-ts';
import { reaction } from 'mobx';

/**
 * The quote in progress kept on the server (issue 16 item 2): every write of the tab's slices is sent
 * to POST /sync-quote (throttled), so that a reload, another tab or a saved quote finds the quote's answers (its own sections only:
 * no medical, contact or purchase data).
 * Fire and forget: a failed sync changes nothing for the buyer.
 */
export class QuoteProgressSync {
  /** The quote payload with the chosen plans, once the later steps are loaded (they set it). */
  private payload: () => Record<string, unknown> = () => ({});

  constructor(
    private readonly slices: SessionSlices,
    private readonly service: Pick<QuoteProgressService, 'sync'>,
  ) {}

  payloadFrom(build: () => Record<string, unknown>): void {
    this.payload = build;
  }

  /** What a sync sends now: the slices' quote sections and the quote payload (built without medical answers). */
  request(): SyncQuoteRequest {
    const progress = quoteProgressSections(this.slices.snapshot());
    const quoteForm = progress['quoteForm'] as { form?: Record<string, unknown> } | undefined;
    return { form: quoteForm?.form ?? {}, payload: this.payload(), progress };
  }

  start(delayMs = 500): () => void {
    return reaction(
      () => this.slices.revision,
      () => void this.service.sync(this.request()),
      { delay: delayMs },
    );
  }
}

/**
 * A tab that holds no quote (a new tab, a step's address opened elsewhere) takes the session's quote
 * in progress from the server before its stores are made; nothing when the server has none.
 */
export const restoreQuoteProgress = async (
  slices: SessionSlices,
  service: Pick<QuoteProgressService, 'read'>,
): Promise<void> => {
  if (slices.has('quoteForm')) return;
  const r = await service.read();
  if (r.ok && r.value.quote) slices.restore(r.value.quote.progress);
};

/** Said once on the page a reopened saved quote lands on: its total when saved and today. */
export const ResumeNoticeCodec = t.type({
  savedTotalCents: t.union([t.number, t.null]),
  totalCents: t.union([t.number, t.null]),
  priceChanged: t.boolean,
});
export type ResumeNotice = t.TypeOf<typeof ResumeNoticeCodec>;

/** Why a resume link opened nothing: its 30 days are up, or it is not one of ours. */
export type ResumeRefused = 'expired' | 'invalid';

/**
 * A saved quote's link opened: the server checks its token and prices it at today's rates; its
 * answers go into this tab's slices, with the notice to show. Answers the refusal otherwise.
 */
export const resumeSavedQuote = async (
  slices: SessionSlices,
  service: Pick<QuoteProgressService, 'resume'>,
  token: string,
): Promise<ResumeRefused | undefined> => {
  const r = await service.resume(token);
  if (!r.ok)
    return r.failure.kind === 'refused' && r.failure.code === 'resumeLinkExpired' ? 'expired' : 'invalid';
  const { savedTotalCents, totalCents, priceChanged } = r.value;
  // A lead that saved no quote leaves this tab's answers as they are.
  if (Object.keys(r.value.progress).length > 0) {
    slices.clearAll();
    slices.restore(r.value.progress);
  }
  slices.save('resumeNotice', { savedTotalCents, totalCents, priceChanged });
  return undefined;
};
