import { quoteProgressSections, type QuoteProgressService, type SyncQuoteRequest } from '@tripx/application';
import type { SessionSlices } from '@tripx/ui-flow';
import { reaction } from 'mobx';

/**
 * The quote in progress kept on the server (issue 16 item 2): every write of the tab's slices is sent
 * to POST /sync-quote (throttled), so that a reload, another tab or a saved quote finds the quote's
 * answers (its own sections only: no medical, contact or purchase data). One sync at a time, each
 * taking the slices as they are when it leaves: the server's copy only moves forward (an older
 * snapshot answered late never lands after a newer one), and `flush` says when it holds the tab's.
 * A failed sync changes nothing for the buyer.
 */
export class QuoteProgressSync {
  /** The quote payload with the chosen plans, once the later steps are loaded (they set it). */
  private payload: () => Record<string, unknown> = () => ({});
  /** The sync under way, if any: the next one leaves after it. */
  private last: Promise<void> = Promise.resolve();

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

  /**
   * The tab's quote sent after the sync under way, as the slices are when it leaves: resolves once
   * the server has answered it (then it holds what the tab held at this call: what "Save my quote" copies).
   */
  flush(): Promise<void> {
    this.last = this.last
      .then(() => this.service.sync(this.request()))
      .then(
        () => undefined,
        () => undefined,
      );
    return this.last;
  }

  start(delayMs = 500): () => void {
    return reaction(
      () => this.slices.revision,
      () => void this.flush(),
      { delay: delayMs },
    );
  }
}
