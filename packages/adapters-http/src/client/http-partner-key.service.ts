import {
  CreatedPartnerKeyCodec,
  PartnerKeyCodec,
  PartnerKeysCodec,
  type PartnerKeyBody,
  type PartnerKeyService,
} from '@tripx/application';
import type { HttpClient } from './http-client';

const K = '/api/partner-keys';

/** The staff's partner-key calls over the app's HTTP client (CSRF token, decoded answers). */
export class HttpPartnerKeyService implements PartnerKeyService {
  constructor(private readonly http: HttpClient) {}

  keys(organizationCode: string) {
    return this.http.get(PartnerKeysCodec, K, { params: { organizationCode } });
  }

  create(body: PartnerKeyBody) {
    return this.http.post(CreatedPartnerKeyCodec, K, body);
  }

  rotate(id: string) {
    return this.http.post(CreatedPartnerKeyCodec, `${K}/${encodeURIComponent(id)}/rotate`, {});
  }

  revoke(id: string) {
    return this.http.delete(PartnerKeyCodec, `${K}/${encodeURIComponent(id)}`);
  }
}
