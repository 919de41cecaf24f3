import { CARD_FRAME_SOURCE, CARD_PARENT_SOURCE, parseFrameMessage } from '@tripx/application';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSandbox } from '../../test-support/sandbox';
import { buildFrameBundle } from '../frame-bundle';
import { renderFramePage } from '../frame-page';
import { buildPaymentFrameApp } from '../frame-server';

const FRAME = 'http://localhost:8081';
const PARENT = 'http://localhost:8080';

/**
 * The real bundle in a jsdom window that plays the frame, with a second jsdom window as the parent
 * and fetch routed to the frame server in process (as a browser would send it, with our Origin).
 */
const openFrame = async (app: Awaited<ReturnType<typeof buildPaymentFrameApp>>, js: string) => {
  const parent = new JSDOM('', { url: `${PARENT}/` }).window;
  const received: { message: unknown; targetOrigin: string }[] = [];
  parent.postMessage = ((message: unknown, targetOrigin: string) =>
    received.push({ message, targetOrigin })) as never;
  const html = renderFramePage({
    lang: 'en',
    parentOrigin: PARENT,
    scriptPath: '/card-frame.js',
    stylePath: '/card-frame.css',
  });
  const dom = new JSDOM(html, { url: `${FRAME}/`, runScripts: 'outside-only' });
  const win = dom.window;
  Object.defineProperty(win, 'parent', { value: parent, configurable: true });
  const sentToServer: string[] = [];
  (win as unknown as { fetch: unknown }).fetch = async (
    url: string,
    init: { body: string; headers: Record<string, string> },
  ) => {
    sentToServer.push(init.body);
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { ...init.headers, origin: FRAME },
      payload: init.body,
    });
    return { status: res.statusCode, json: async () => res.json() };
  };
  win.eval(js);
  const doc = win.document;
  const fill = (id: string, value: string) => {
    const input = doc.getElementById(id) as HTMLInputElement;
    input.value = value;
    input.dispatchEvent(new win.Event('input'));
  };
  const fromParent = (data: unknown, origin = PARENT, source: unknown = parent) =>
    win.dispatchEvent(new win.MessageEvent('message', { data, origin, source: source as never }));
  const messages = () => received.map((r) => parseFrameMessage(r.message));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  return { win, doc, fill, fromParent, received, messages, settle, sentToServer };
};

describe('card frame in a DOM', () => {
  let app: Awaited<ReturnType<typeof buildPaymentFrameApp>>;
  let js: string;
  beforeAll(async () => {
    app = await buildPaymentFrameApp({
      frameOrigin: FRAME,
      parentOrigin: PARENT,
      provider: aSandbox().provider,
      log: false,
    });
    js = (await buildFrameBundle()).js;
  });
  afterAll(() => app.close());

  it('posts ready and valid to the parent origin only, and hands over a token on request', async () => {
    const f = await openFrame(app, js);
    f.fill('number', '4242 4242 4242 4242');
    f.fill('expiry', '12/34');
    f.fill('cvd', '123');
    f.fromParent({ source: CARD_PARENT_SOURCE, type: 'tokenize', requestId: 'r1' });
    await f.settle();
    expect(f.received.every((r) => r.targetOrigin === PARENT)).toBe(true);
    const types = f.messages().map((m) => m?.type);
    expect(types).toEqual(['ready', 'valid', 'token']);
    const token = f.messages()[2];
    expect(token).toMatchObject({
      source: CARD_FRAME_SOURCE,
      requestId: 'r1',
      brand: 'visa',
      last4: '4242',
      expiry: '12/34',
    });
    expect(JSON.stringify(f.received)).not.toContain('4242424242424242');
    expect(JSON.parse(f.sentToServer[0]!)).toEqual({
      number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvd: '123',
    });
  });

  it('ignores requests from any other origin or window', async () => {
    const f = await openFrame(app, js);
    f.fill('number', '4242424242424242');
    f.fill('expiry', '12/34');
    f.fill('cvd', '123');
    f.fromParent({ source: CARD_PARENT_SOURCE, type: 'tokenize', requestId: 'evil' }, 'https://evil.example');
    f.fromParent({ source: CARD_PARENT_SOURCE, type: 'tokenize', requestId: 'evil2' }, PARENT, f.win);
    await f.settle();
    expect(f.messages().map((m) => m?.type)).toEqual(['ready', 'valid']);
    expect(f.sentToServer).toEqual([]);
  });

  it('shows the error under a field the buyer leaves, and reports it', async () => {
    const f = await openFrame(app, js);
    f.fill('number', '4242424242424241');
    (f.doc.getElementById('number') as HTMLInputElement).dispatchEvent(new f.win.Event('blur'));
    const error = f.doc.getElementById('number-error')!;
    expect(error.hidden).toBe(false);
    expect(error.textContent).toMatch(/Visa, Mastercard and American Express/);
    expect(f.doc.getElementById('number')!.getAttribute('aria-invalid')).toBe('true');
    expect(f.messages().slice(1)).toEqual([
      { source: CARD_FRAME_SOURCE, type: 'blur', field: 'number' },
      { source: CARD_FRAME_SOURCE, type: 'invalid', field: 'number', code: 'mon_943' },
    ]);
  });

  it('applies a style message through the CSSOM, whitelisted', async () => {
    const f = await openFrame(app, js);
    f.fromParent({
      source: CARD_PARENT_SOURCE,
      type: 'style',
      style: { input: { color: 'rgb(1, 2, 3)', position: 'fixed' } },
    });
    const input = f.doc.getElementById('cvd') as HTMLInputElement;
    expect(input.style.getPropertyValue('color')).toBe('rgb(1, 2, 3)');
    expect(input.style.getPropertyValue('position')).toBe('');
  });
});
