import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContentRequest } from './content.contract';
import { decodeInput } from './decode-input';
import { PolicySearchQuery } from './policies.contract';
import { LeadRequest } from './quote-form.contract';

describe('decoding untrusted input', () => {
  it('names the missing field as required and the wrong one as invalidValue', () => {
    expect(decodeInput(LeadRequest, { language: 'xx' })).toEqual({
      ok: false,
      errors: [
        { field: 'email', code: 'required' },
        { field: 'language', code: 'invalidValue' },
      ],
    });
  });
  it('reads paging numbers from query strings and refuses a negative offset', () => {
    expect(decodeInput(PolicySearchQuery, { offset: '20', limit: '10' })).toEqual({
      ok: true,
      value: { offset: 20, limit: 10 },
    });
    expect(decodeInput(PolicySearchQuery, { offset: '-1' })).toEqual({
      ok: false,
      errors: [{ field: 'offset', code: 'invalidValue' }],
    });
  });
  it('accepts EN/FR in capitals as the lang header sends them', () => {
    expect(decodeInput(ContentRequest, { lang: 'FR' })).toEqual({ ok: true, value: { lang: 'fr' } });
  });
  it('property: any JSON value decodes to a value or to field errors, never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        for (const r of [
          decodeInput(LeadRequest, v),
          decodeInput(PolicySearchQuery, v),
          decodeInput(ContentRequest, v),
        ])
          if (!r.ok) expect(r.errors.length).toBeGreaterThan(0);
      }),
    );
  });
});
