import { TranslationResponse, type TranslationService } from '@tripx/application';
import type { Language } from '@tripx/domain';
import type { HttpClient } from './http-client';

export class HttpTranslationService implements TranslationService {
  constructor(private readonly http: HttpClient) {}

  translations(space: string, name: string, lang?: Language) {
    const path = `/tms/translationspaces/${encodeURIComponent(space)}/translations/${encodeURIComponent(name)}`;
    return this.http.get(TranslationResponse, path, lang ? { params: { lang } } : {});
  }
}
