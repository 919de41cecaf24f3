import {
  type LeadRequest,
  LeadResponseCodec,
  QuoteInProgressAnswer,
  type QuoteProgressService,
  ResumedQuoteAnswer,
  type SyncQuoteRequest,
} from '@tripx/application';
import * as t from 'io-ts';
import type { HttpClient } from './http-client';

export class HttpQuoteProgressService implements QuoteProgressService {
  constructor(private readonly http: HttpClient) {}

  sync(body: SyncQuoteRequest) {
    return this.http.post(t.unknown, '/sync-quote', body);
  }

  read() {
    return this.http.get(QuoteInProgressAnswer, '/sync-quote');
  }

  save(body: LeadRequest) {
    return this.http.post(LeadResponseCodec, '/api/policies/lead', body);
  }

  resume(token: string) {
    return this.http.post(ResumedQuoteAnswer, '/api/policies/lead/resume', { token });
  }
}
