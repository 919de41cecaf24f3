import {
  CARD_PARENT_SOURCE,
  parseFrameMessage,
  type CardFrameStyle,
  type FrameMessage,
  type ParentMessage,
} from '@tripx/application';

/** The page side of the card frame's window messages (spec 2.8, 7.6). */
export interface CardFramePort {
  /** Listens to every registered frame; returns the unsubscribe function. */
  listen(onMessage: (frameId: string, message: FrameMessage) => void): () => void;
  frameMounted(frameId: string, frame: Window): void;
  frameUnmounted(frameId: string): void;
  post(frameId: string, message: ParentMessage): void;
}

/**
 * Window messages to and from the frames on the payment provider's origin. Only messages whose origin
 * is the frame origin and whose source is one of our frames are read, and posts name the frame origin,
 * never '*'.
 */
export class CardFrameBridge implements CardFramePort {
  private readonly frames = new Map<string, Window>();

  constructor(
    private readonly window: Window,
    readonly frameOrigin: string,
  ) {}

  listen(onMessage: (frameId: string, message: FrameMessage) => void): () => void {
    const handler = (event: MessageEvent) => {
      if (event.origin !== this.frameOrigin) return;
      const frameId = [...this.frames].find(([, w]) => w === event.source)?.[0];
      const message = parseFrameMessage(event.data);
      if (frameId !== undefined && message) onMessage(frameId, message);
    };
    this.window.addEventListener('message', handler);
    return () => this.window.removeEventListener('message', handler);
  }

  frameMounted(frameId: string, frame: Window): void {
    this.frames.set(frameId, frame);
  }

  frameUnmounted(frameId: string): void {
    this.frames.delete(frameId);
  }

  post(frameId: string, message: ParentMessage): void {
    this.frames.get(frameId)?.postMessage(message, this.frameOrigin);
  }
}

/** The frame's inputs in the app's theme (sent on `ready`; the frame whitelists the properties). */
export const CARD_FRAME_STYLE: CardFrameStyle = {
  body: { 'font-family': 'system-ui, Arial, sans-serif', color: '#1a1a1a' },
  input: { 'border-color': '#767676', 'border-radius': '4px', 'font-size': '16px', height: '44px' },
  invalidInput: { 'border-color': '#b3001b' },
  error: { color: '#b3001b' },
};

export const styleMessage = (): ParentMessage => ({
  source: CARD_PARENT_SOURCE,
  type: 'style',
  style: CARD_FRAME_STYLE,
});
export const tokenizeMessage = (requestId: string): ParentMessage => ({
  source: CARD_PARENT_SOURCE,
  type: 'tokenize',
  requestId,
});
