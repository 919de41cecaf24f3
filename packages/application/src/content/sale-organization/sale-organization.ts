import 'reflect-metadata';
import { sellsThroughConsumerLinks } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import { CONTENT_TOKENS } from '../content.tokens';
import type { OrganizationRepository } from '../organization.repository.port';
import { referrerOf } from '../resolve-organization/resolve-organization';

/** What the server knows of a quote's or purchase's caller: never a code from the body. */
export interface SaleHint {
  /** The organization the session works for (null for a consumer's: the default organization). */
  readonly session: string | null;
  /** A signed-in user (staff, an agent): the session's organization wins over any link. */
  readonly signedIn: boolean;
  /** The url-ref-code header (spec 7): the reference code of the link the consumer came by. */
  readonly refCode: string | null;
}

/**
 * The organization a quote or a purchase is sold by: a signed-in user's session's; a consumer's, the
 * partner whose link brought them when that partner sells through consumer links
 * (`sellsThroughConsumerLinks`), else the session's as before (null: the default organization, CM).
 * An unknown or ineligible code therefore changes nothing.
 */
export const saleOrganization = async (
  repo: Pick<OrganizationRepository, 'findByCode' | 'findByReferenceId'>,
  hint: SaleHint,
): Promise<string | null> => {
  if (hint.signedIn || !hint.refCode) return hint.session;
  const referrer = await referrerOf(repo, hint.refCode);
  return referrer && sellsThroughConsumerLinks(referrer) ? referrer.code : hint.session;
};

/** The organization a sale is credited to (`saleOrganization`), for the quote and purchase edges. */
@injectable()
export class ResolveSaleOrganizationUseCase {
  constructor(@inject(CONTENT_TOKENS.Organizations) private readonly organizations: OrganizationRepository) {}

  execute(hint: SaleHint): Effect.Effect<string | null> {
    return Effect.promise(() => saleOrganization(this.organizations, hint));
  }
}
