import { PurchaseResponseCodec, type PurchaseRequestBody } from '@tripx/application';
import type { HttpClient } from './http-client';
import type { PolicyService } from './services';

export class HttpPolicyService implements PolicyService {
  constructor(private readonly http: HttpClient) {}

  create(body: PurchaseRequestBody, idempotencyKey: string) {
    return this.http.post(PurchaseResponseCodec, '/api/policies', body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  }
}
