import { CARD_PARENT_SOURCE } from '@tripx/application';
import { describe, expect, it, vi } from 'vitest';
import {
  createCardFrameController,
  type CardFrameValues,
  type FrameEvent,
  type TokenizeReply,
} from './card-frame.controller';

const setUp = (reply: () => Promise<TokenizeReply> = async () => ({ ok: false, code: 'tokenizeFailed' })) => {
  const posted: FrameEvent[] = [];
  let values: CardFrameValues = { number: '', expiry: '', cvd: '' };
  const shown: unknown[] = [];
  const requestToken = vi.fn(reply);
  const applyStyle = vi.fn();
  const controller = createCardFrameController({
    post: (e) => posted.push(e),
    values: () => values,
    today: () => ({ year: 2030, month: 3 }),
    showErrors: (e) => shown.push(e),
    applyStyle,
    requestToken,
  });
  const type = (next: Partial<CardFrameValues>) => {
    values = { ...values, ...next };
    controller.changed();
  };
  return { controller, posted, shown, type, requestToken, applyStyle, take: () => posted.splice(0) };
};

const GOOD = { number: '4242 4242 4242 4242', expiry: '12/34', cvd: '123' };

describe('card frame controller', () => {
  it('says ready, then valid once when the entry becomes complete, and invalid when it stops being so', () => {
    const { controller, type, take } = setUp();
    controller.started();
    expect(take()).toEqual([{ type: 'ready' }]);
    type({ number: '4242' });
    type({ number: GOOD.number, expiry: GOOD.expiry });
    expect(take()).toEqual([]);
    type({ cvd: '123' });
    expect(take()).toEqual([{ type: 'valid', brand: 'visa' }]);
    type({ expiry: '12/35' });
    expect(take()).toEqual([]);
    type({ number: '4242 4242 4242 4241' });
    expect(take()).toEqual([{ type: 'invalid', field: 'number', code: 'mon_943' }]);
  });

  it('reports focus and blur, and an error when the buyer leaves a wrong field (not an empty one)', () => {
    const { controller, type, take, shown } = setUp();
    controller.focused('number');
    controller.blurred('number');
    expect(take()).toEqual([
      { type: 'focus', field: 'number' },
      { type: 'blur', field: 'number' },
    ]);
    type({ number: '6011111111111117' });
    controller.blurred('number');
    expect(take()).toEqual([
      { type: 'blur', field: 'number' },
      { type: 'invalid', field: 'number', code: 'mon_943' },
    ]);
    expect(shown.at(-1)).toEqual({ number: 'mon_943' });
    type({ number: '378282246310005', expiry: '01/30', cvd: '123' });
    controller.blurred('expiry');
    expect(take()).toEqual([
      { type: 'blur', field: 'expiry' },
      { type: 'invalid', field: 'expiry', code: 'cardExpired' },
    ]);
  });

  it('applies only the whitelisted part of a style message from the parent', async () => {
    const { controller, applyStyle } = setUp();
    await controller.parentMessage({
      source: CARD_PARENT_SOURCE,
      type: 'style',
      style: { input: { color: 'rgb(0, 0, 0)', 'background-image': 'url(x)' } },
    });
    expect(applyStyle).toHaveBeenCalledWith({ input: { color: 'rgb(0, 0, 0)' } });
    await controller.parentMessage({ type: 'style', style: { input: { color: 'red' } } });
    expect(applyStyle).toHaveBeenCalledTimes(1);
  });

  it('answers tokenize on an incomplete entry with invalid and an error, without calling the provider', async () => {
    const { controller, type, take, requestToken } = setUp();
    type({ number: GOOD.number, expiry: GOOD.expiry });
    await controller.parentMessage({ source: CARD_PARENT_SOURCE, type: 'tokenize', requestId: 'r1' });
    expect(take()).toEqual([
      { type: 'invalid', field: 'cvd', code: 'cvdRequired' },
      { type: 'error', code: 'cvdRequired', requestId: 'r1' },
    ]);
    expect(requestToken).not.toHaveBeenCalled();
  });

  it('answers tokenize with the token from the provider endpoint', async () => {
    const token = {
      dataKey: '4abcdefghij012345678',
      brand: 'visa',
      last4: '4242',
      expiry: '12/34',
      tokenExpiresAt: 'T',
    } as const;
    const { controller, type, take, requestToken } = setUp(async () => ({ ok: true, ...token }));
    type(GOOD);
    take();
    await controller.parentMessage({ source: CARD_PARENT_SOURCE, type: 'tokenize', requestId: 'r2' });
    expect(requestToken).toHaveBeenCalledWith(GOOD);
    expect(take()).toEqual([{ type: 'token', requestId: 'r2', ...token }]);
  });

  it('answers tokenize with an error when the endpoint refuses or cannot be reached', async () => {
    const refused = setUp(async () => ({ ok: false, code: 'tokenizeRefused' }));
    refused.type(GOOD);
    refused.take();
    await refused.controller.parentMessage({ source: CARD_PARENT_SOURCE, type: 'tokenize', requestId: 'r3' });
    expect(refused.take()).toEqual([{ type: 'error', code: 'tokenizeRefused', requestId: 'r3' }]);
    const down = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    down.type(GOOD);
    down.take();
    await down.controller.parentMessage({ source: CARD_PARENT_SOURCE, type: 'tokenize', requestId: 'r4' });
    expect(down.take()).toEqual([{ type: 'error', code: 'tokenizeFailed', requestId: 'r4' }]);
  });
});
