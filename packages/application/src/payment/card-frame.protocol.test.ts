import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_FRAME_SOURCE,
  CARD_PARENT_SOURCE,
  parseFrameMessage,
  parseParentMessage,
  sanitizeCardFrameStyle,
} from './card-frame.protocol';

const frame = (body: Record<string, unknown>) => ({ source: CARD_FRAME_SOURCE, ...body });
const parent = (body: Record<string, unknown>) => ({ source: CARD_PARENT_SOURCE, ...body });

describe('card frame protocol: messages from the frame', () => {
  it('reads each message type of spec 7.6 and the token answer', () => {
    expect(parseFrameMessage(frame({ type: 'ready' }))).toEqual(frame({ type: 'ready' }));
    expect(parseFrameMessage(frame({ type: 'valid', brand: 'visa' }))).toEqual(
      frame({ type: 'valid', brand: 'visa' }),
    );
    expect(parseFrameMessage(frame({ type: 'invalid', field: 'number', code: 'mon_943' }))).toEqual(
      frame({ type: 'invalid', field: 'number', code: 'mon_943' }),
    );
    expect(parseFrameMessage(frame({ type: 'focus', field: 'cvd' }))?.type).toBe('focus');
    expect(parseFrameMessage(frame({ type: 'blur', field: 'expiry' }))?.type).toBe('blur');
    expect(parseFrameMessage(frame({ type: 'error', code: 'tokenizeFailed', requestId: 'r1' }))).toEqual(
      frame({ type: 'error', code: 'tokenizeFailed', requestId: 'r1' }),
    );
    const token = frame({
      type: 'token',
      requestId: 'r1',
      dataKey: '4abcDEF0123456789xyz',
      brand: 'visa',
      last4: '4242',
      expiry: '12/30',
      tokenExpiresAt: '2030-01-01T00:15:00.000Z',
    });
    expect(parseFrameMessage(token)).toEqual(token);
  });

  it('ignores messages from anything else, unknown types and malformed fields', () => {
    expect(parseFrameMessage({ type: 'ready' })).toBeUndefined();
    expect(parseFrameMessage(frame({ type: 'valid', brand: 'discover' }))).toBeUndefined();
    expect(parseFrameMessage(frame({ type: 'invalid', field: 'name', code: 'mon_943' }))).toBeUndefined();
    expect(parseFrameMessage(frame({ type: 'error', code: 'boom' }))).toBeUndefined();
    expect(
      parseFrameMessage(frame({ type: 'token', requestId: 'r', dataKey: 'k', brand: 'visa', last4: '42' })),
    ).toBeUndefined();
    expect(parseFrameMessage('ready')).toBeUndefined();
  });
});

describe('card frame protocol: messages from the parent', () => {
  it('reads tokenize with a safe request id and style with only whitelisted rules', () => {
    expect(parseParentMessage(parent({ type: 'tokenize', requestId: 'req-1' }))).toEqual(
      parent({ type: 'tokenize', requestId: 'req-1' }),
    );
    expect(parseParentMessage(parent({ type: 'tokenize', requestId: '<script>' }))).toBeUndefined();
    const style = parseParentMessage(
      parent({
        type: 'style',
        style: {
          input: { color: '#123456', 'font-family': '"Open Sans", Arial', position: 'fixed' },
          label: { 'background-color': 'url(https://evil.example/x)' },
          script: { color: 'red' },
        },
      }),
    );
    expect(style).toEqual(
      parent({ type: 'style', style: { input: { color: '#123456', 'font-family': '"Open Sans", Arial' } } }),
    );
  });

  it('property: a sanitized style only holds known targets and properties with plain values', () => {
    fc.assert(
      fc.property(
        fc.object({ maxDepth: 2 }),
        fc.dictionary(fc.string(), fc.dictionary(fc.string(), fc.string())),
        (a, b) => {
          for (const input of [a, b]) {
            const out = sanitizeCardFrameStyle(input);
            for (const [target, rules] of Object.entries(out)) {
              expect(['body', 'label', 'input', 'invalidInput', 'error', 'hint']).toContain(target);
              for (const value of Object.values(rules ?? {})) {
                expect(value).toMatch(/^[A-Za-z0-9#%.,()' "-]{1,80}$/);
                expect(value).not.toMatch(/url|expression|;|\\/i);
              }
            }
          }
        },
      ),
    );
  });

  it('property: parsing never throws and only keeps messages from the parent', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const parsed = parseParentMessage(data);
        if (parsed) expect(parsed.source).toBe(CARD_PARENT_SOURCE);
        const fromFrame = parseFrameMessage(data);
        if (fromFrame) expect(fromFrame.source).toBe(CARD_FRAME_SOURCE);
      }),
    );
  });
});
