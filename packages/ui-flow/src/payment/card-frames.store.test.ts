import { CARD_FRAME_SOURCE } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { fakeFrame } from '../test-support/fake-card-frame';
import type { CardFramePort } from './card-frame.bridge';
import { CardFrames } from './card-frames.store';

describe('CardFrames (spec 2.8, 4.5)', () => {
  it('nothing typed, then the entry error as the frame reports it, then none once valid', () => {
    const frame = fakeFrame();
    const cards = new CardFrames(frame);
    cards.listen();
    expect(cards.errorOf('new')).toEqual({ code: 'cardIncomplete', ns: 'web.apply' });
    frame.emit('new', { source: CARD_FRAME_SOURCE, type: 'invalid', field: 'number', code: 'mon_943' });
    expect(cards.errorOf('new')).toEqual({ code: 'mon_943', ns: 'errors.card' });
    frame.emit('new', { source: CARD_FRAME_SOURCE, type: 'valid', brand: 'mastercard' });
    expect(cards.errorOf('new')).toBeUndefined();
    expect(cards.frames.get('new')).toEqual({ ready: true, valid: true, brand: 'mastercard' });
    // The frame loaded again (its modal reopened): empty, so nothing typed again.
    frame.emit('new', { source: CARD_FRAME_SOURCE, type: 'ready' });
    expect(cards.errorOf('new')).toEqual({ code: 'cardIncomplete', ns: 'web.apply' });
    expect(frame.posted.filter((p) => p.m.type === 'style')).toHaveLength(1);
  });

  it('gives the token of each frame', async () => {
    const cards = new CardFrames(fakeFrame());
    cards.listen();
    const tokens = await cards.tokenizeAll(['a', 'b']);
    expect([...(tokens?.keys() ?? [])]).toEqual(['a', 'b']);
    expect(tokens?.get('a')?.dataKey).not.toBe(tokens?.get('b')?.dataKey);
  });

  it('a frame that refuses to tokenize gives no tokens and shows why', async () => {
    let listener: Parameters<CardFramePort['listen']>[0] | undefined;
    const port: CardFramePort = {
      listen: (l) => ((listener = l), () => undefined),
      frameMounted: () => undefined,
      frameUnmounted: () => undefined,
      post: (id, m) => {
        if (m.type === 'tokenize')
          queueMicrotask(() =>
            listener?.(id, {
              source: CARD_FRAME_SOURCE,
              type: 'error',
              requestId: m.requestId,
              code: 'cardExpired',
            }),
          );
      },
    };
    const cards = new CardFrames(port);
    cards.listen();
    expect(await cards.tokenizeAll(['new'])).toBeUndefined();
    expect(cards.errorOf('new')?.code).toBe('cardExpired');
  });
});
