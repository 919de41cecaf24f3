import type { FrameMessage } from '@tripx/application';
import type { CardBrand } from '@tripx/domain';
import { tokenizeMessage, type CardFramePort } from './card-frame.bridge';

/** A token the frame gave for the card typed in it. */
export interface FrameCard {
  readonly dataKey: string;
  readonly brand: CardBrand;
  readonly expiry: string;
}

/**
 * Asks the card frames for tokens (spec 4.5): one `tokenize` request per frame, answered by a `token` or
 * an `error` message carrying the same request id; no answer in time counts as a failure.
 */
export class CardTokenizer {
  private requests = 0;
  private readonly waiting = new Map<string, (m: FrameMessage | undefined) => void>();

  constructor(
    private readonly frame: CardFramePort,
    private readonly timeoutMs = 20_000,
  ) {}

  /** A frame answered (the store forwards every message; only answers to a request are taken). */
  answered(m: FrameMessage): void {
    if ((m.type === 'token' || m.type === 'error') && m.requestId) this.waiting.get(m.requestId)?.(m);
  }

  /** A token per frame, or undefined at the first frame that gives none (`refused` says which and why). */
  async tokenizeAll(
    frameIds: readonly string[],
    refused: (frameId: string, code: string) => void,
  ): Promise<Map<string, FrameCard> | undefined> {
    const out = new Map<string, FrameCard>();
    for (const id of frameIds) {
      const m = await this.tokenize(id);
      if (m?.type !== 'token') {
        if (m?.type === 'error') refused(id, m.code);
        return undefined;
      }
      out.set(id, { dataKey: m.dataKey, brand: m.brand, expiry: m.expiry });
    }
    return out;
  }

  private tokenize(frameId: string): Promise<FrameMessage | undefined> {
    const requestId = `req-${++this.requests}-${frameId}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(undefined), this.timeoutMs);
      const done = (m: FrameMessage | undefined) => {
        clearTimeout(timer);
        this.waiting.delete(requestId);
        resolve(m);
      };
      this.waiting.set(requestId, done);
      this.frame.post(frameId, tokenizeMessage(requestId));
    });
  }
}
