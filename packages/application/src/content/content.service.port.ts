import type { Language, SalesChannel } from '@tripx/domain';
import type { ContentViewResponse } from '../contracts/answers.contract';
import type { ApiResult } from '../contracts/service-result';

export interface ContentRequestInput {
  readonly lang: Language;
  readonly organizationCode?: string;
  readonly salesChannel?: SalesChannel;
}

/** An organization's content, as an app reads it (adapters-http's client implements it). */
export interface ContentService {
  /** The organization of the page's reference code, or the default one. */
  content(input: ContentRequestInput): Promise<ApiResult<ContentViewResponse>>;
}
