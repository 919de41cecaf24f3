import type { Seller } from '@tripx/application';

/**
 * What the HTTP side needs from rating (owned by application/src/rating): each call takes the
 * decoded-or-not body and answers a status and a JSON body. The server wires it to the rating
 * use cases; without it the routes answer 503.
 */
export interface RatingHttpService {
  quote(body: unknown, context: RatingContext): Promise<{ status: number; body: unknown }>;
  recommendation(body: unknown, context: RatingContext): Promise<{ status: number; body: unknown }>;
  medicalQuestionnaire(query: unknown, context: RatingContext): Promise<{ status: number; body: unknown }>;
  /** Plans (content) for GraphQL `plans` and org contract product configurations. */
  plans?(lang: 'en' | 'fr', codes: readonly string[] | undefined): Promise<readonly unknown[]>;
  /** The needs-analysis questionnaire of the catalogue, grouped as spec 3 groups it. */
  needsAnalysis?(lang: 'en' | 'fr'): Promise<unknown>;
}

export interface RatingContext {
  readonly now: Date;
  readonly lang: 'en' | 'fr';
  readonly organizationCode: string | null;
  readonly claims: readonly string[];
  /** The signed-in user, if any: an agent quotes only where licensed. */
  readonly seller: Seller;
}
