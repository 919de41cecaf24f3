import { CARD_FRAME_SOURCE, type FrameMessage, type ParentMessage } from '@tripx/application';
import type { CardFramePort } from '../payment/card-frame.bridge';

/** A card frame that answers like the sandbox one: a token per tokenize, numbered. */
export const fakeFrame = () => {
  let listener: ((id: string, m: FrameMessage) => void) | undefined;
  let tokens = 0;
  const posted: { id: string; m: ParentMessage }[] = [];
  const port: CardFramePort & { emit(id: string, m: FrameMessage): void; posted: typeof posted } = {
    posted,
    listen: (l) => {
      listener = l;
      return () => (listener = undefined);
    },
    frameMounted: () => undefined,
    frameUnmounted: () => undefined,
    post: (id, m) => {
      posted.push({ id, m });
      if (m.type === 'tokenize') {
        const dataKey = `4TOKEN${String(++tokens).padStart(14, '0')}`;
        queueMicrotask(() =>
          listener?.(id, {
            source: CARD_FRAME_SOURCE,
            type: 'token',
            requestId: m.requestId,
            dataKey,
            brand: 'visa',
            last4: '4242',
            expiry: '12/34',
            tokenExpiresAt: '2030-01-01T00:00:00Z',
          }),
        );
      }
    },
    emit: (id, m) => listener?.(id, m),
  };
  return port;
};
