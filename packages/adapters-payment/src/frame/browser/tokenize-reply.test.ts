import { describe, expect, it } from 'vitest';
import { decodeTokenizeReply } from './tokenize-reply';

const TOKEN = {
  dataKey: 'dk_1',
  brand: 'visa',
  last4: '4242',
  expiry: '12/30',
  tokenExpiresAt: '2026-03-01T12:15:00Z',
};

describe('decodeTokenizeReply', () => {
  it('reads a token from a 201', () => {
    expect(decodeTokenizeReply(201, TOKEN)).toEqual({ ok: true, ...TOKEN });
  });

  it('a 201 missing a field, or with an unknown brand, is a failed tokenization', () => {
    expect(decodeTokenizeReply(201, { ...TOKEN, last4: undefined })).toEqual({
      ok: false,
      code: 'tokenizeFailed',
    });
    expect(decodeTokenizeReply(201, { ...TOKEN, brand: 'diners' })).toEqual({
      ok: false,
      code: 'tokenizeFailed',
    });
    expect(decodeTokenizeReply(201, 'dk_1')).toEqual({ ok: false, code: 'tokenizeFailed' });
  });

  it("reads a 400's known field code; an unknown one is a failed tokenization", () => {
    const refused = (code: unknown) => ({ error: { code: 'badRequest', message: 'm', fields: [{ code }] } });
    expect(decodeTokenizeReply(400, refused('mon_943'))).toEqual({ ok: false, code: 'mon_943' });
    expect(decodeTokenizeReply(400, refused('<script>'))).toEqual({ ok: false, code: 'tokenizeFailed' });
    expect(decodeTokenizeReply(400, { error: { fields: 'x' } })).toEqual({
      ok: false,
      code: 'tokenizeFailed',
    });
  });

  it('a 403 is refused, anything else failed', () => {
    expect(decodeTokenizeReply(403, {})).toEqual({ ok: false, code: 'tokenizeRefused' });
    expect(decodeTokenizeReply(500, TOKEN)).toEqual({ ok: false, code: 'tokenizeFailed' });
  });
});
