import {
  BookingConfirmationCodec,
  type PolicyService,
  type PurchaseRequestBody,
  PurchaseResponseCodec,
} from '@tripx/application';
import type { HttpClient } from './http-client';

export class HttpPolicyService implements PolicyService {
  constructor(private readonly http: HttpClient) {}

  create(body: PurchaseRequestBody, idempotencyKey: string) {
    return this.http.post(PurchaseResponseCodec, '/api/policies', body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  }

  confirmation(policyNumber: string) {
    return this.http.get(BookingConfirmationCodec, `/api/policies/${encodeURIComponent(policyNumber)}`, {
      headers: { 'associated-policy': 'true' },
    });
  }
}
