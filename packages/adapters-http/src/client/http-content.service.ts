import { type ContentRequestInput, type ContentService, ContentViewCodec } from '@tripx/application';
import type { HttpClient } from './http-client';

export class HttpContentService implements ContentService {
  constructor(private readonly http: HttpClient) {}

  content(input: ContentRequestInput) {
    return this.http.post(ContentViewCodec, '/api/distribution/content', input);
  }
}
