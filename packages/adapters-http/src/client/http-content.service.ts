import type { HttpClient } from './http-client';
import { ContentViewCodec } from './response-codecs';
import type { ContentRequestInput, ContentService } from './services';

export class HttpContentService implements ContentService {
  constructor(private readonly http: HttpClient) {}

  content(input: ContentRequestInput) {
    return this.http.post(ContentViewCodec, '/api/distribution/content', input);
  }
}
