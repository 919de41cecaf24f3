import type { FrameMessage } from '@tripx/application';
import type { CardBrand } from '@tripx/domain';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { styleMessage, type CardFramePort } from './card-frame.bridge';
import { CardTokenizer, type FrameCard } from './card-tokenizer';
import type { FlowNamespace } from '../platform/flow-namespaces';
import { flowErrorNs } from './payment-errors';

export interface FrameState {
  readonly ready: boolean;
  readonly valid: boolean;
  readonly brand?: CardBrand;
  /** The last entry error the frame reported (mon_943, cardExpired, …). */
  readonly code?: string;
}

/** Why a frame cannot give a token yet: its own entry error, or nothing typed ('cardIncomplete'). */
export interface FrameError {
  readonly code: string;
  readonly ns: FlowNamespace;
}

/**
 * The card frames on a page (spec 2.8, 4.5): what each one reported (ready, valid with the brand, or
 * its entry error), the style sent when a frame is ready, and a token per frame on request. Used by
 * the purchase's payment step and by the staff app's new-card charges.
 */
export class CardFrames {
  frames: ReadonlyMap<string, FrameState> = new Map();
  private readonly tokenizer: CardTokenizer;

  constructor(
    private readonly port: CardFramePort,
    tokenTimeoutMs?: number,
  ) {
    this.tokenizer = new CardTokenizer(port, tokenTimeoutMs);
    makeObservable(this, { frames: observable.ref, reported: action });
  }

  /** Starts reading the frames' messages; returns the unsubscribe function. */
  listen(): () => void {
    return this.port.listen((id, m) => this.reported(id, m));
  }

  mounted(frameId: string, window: Window): void {
    this.port.frameMounted(frameId, window);
  }

  unmounted(frameId: string): void {
    this.port.frameUnmounted(frameId);
  }

  /** Undefined once the frame holds a valid card. */
  errorOf(frameId: string): FrameError | undefined {
    const f = this.frames.get(frameId);
    if (f?.valid) return undefined;
    return f?.code ? { code: f.code, ns: flowErrorNs(f.code) } : { code: 'cardIncomplete', ns: 'web.apply' };
  }

  reported(frameId: string, m: FrameMessage): void {
    const current = this.frames.get(frameId) ?? { ready: false, valid: false };
    switch (m.type) {
      case 'ready':
        // A frame (re)loaded is empty, whatever it held before (a modal closed and opened again).
        this.set(frameId, { ready: true, valid: false });
        this.port.post(frameId, styleMessage());
        return;
      case 'valid':
        this.set(frameId, { ready: true, valid: true, brand: m.brand });
        return;
      case 'invalid':
        this.set(frameId, { ready: true, valid: false, code: m.code });
        return;
      case 'token':
      case 'error':
        if (m.type === 'error' && !m.requestId) this.set(frameId, { ...current, valid: false, code: m.code });
        this.tokenizer.answered(m);
        return;
      default:
        return;
    }
  }

  /** A token per frame, or undefined when one gives none (its refusal then shows on that frame). */
  tokenizeAll(frameIds: readonly string[]): Promise<Map<string, FrameCard> | undefined> {
    return this.tokenizer.tokenizeAll(frameIds, (id, code) =>
      runInAction(() => this.set(id, { ready: true, valid: false, code })),
    );
  }

  private set(frameId: string, state: FrameState): void {
    this.frames = new Map([...this.frames, [frameId, state]]);
  }
}
