import type { Language } from '@tripx/domain';
import type { TranslationResponse } from '../contracts/content.contract';
import type { ApiResult } from '../contracts/service-result';

/** The labels of a translation space, as an app loads them (adapters-http's client implements it). */
export interface TranslationService {
  /** One label file in one language, or in both without one. */
  translations(space: string, name: string, lang?: Language): Promise<ApiResult<TranslationResponse>>;
}
