import { priceQuote } from '@tripx/domain';
import { arbCategory, arbQuoteRequest, sampleCatalogue } from '@tripx/domain/test-support';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeInput } from '../../contracts/decode-input';
import { QuoteRequestCodec, toQuoteRequest } from './quote-request.contract';
import { QuoteResponseCodec, toQuoteResponse } from './quote-response.contract';
import { decodeRateTable } from './rate-table.codec';

describe('quote contract', () => {
  it('property: any domain request survives the wire: decoded, priced the same, answered in the contract', () => {
    fc.assert(
      fc.property(
        arbCategory.chain((c) => arbQuoteRequest(c)),
        (request) => {
          const wire = JSON.parse(JSON.stringify(request)) as unknown;
          const decoded = decodeInput(QuoteRequestCodec, wire);
          if (!decoded.ok) throw new Error(JSON.stringify(decoded.errors));
          const direct = priceQuote(sampleCatalogue(), request);
          const viaWire = priceQuote(
            sampleCatalogue(),
            toQuoteRequest(decoded.value, request.applicationDate),
          );
          expect(viaWire).toEqual(direct);
          if (viaWire.ok) expect(QuoteResponseCodec.is(toQuoteResponse(viaWire.value))).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('a rate file key that is not a plan or a province is an error at its own path', () => {
    const decoded = decodeRateTable({ plans: { SEMHX: {} }, taxBps: { ON: 800, ZZ: 1 } });
    expect(decoded.ok ? [] : decoded.errors).toEqual(
      expect.arrayContaining([
        { field: 'plans.SEMHX', code: 'invalidValue' },
        { field: 'taxBps.ZZ', code: 'invalidValue' },
        { field: 'effectiveDate', code: 'required' },
      ]),
    );
  });
});
