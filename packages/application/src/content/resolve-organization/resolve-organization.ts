import 'reflect-metadata';
import { DEFAULT_ORGANIZATION_CODE } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import { organizationNotFound, type OrganizationNotFound } from '../content.errors';
import { CONTENT_TOKENS } from '../content.tokens';
import type { Organization, OrganizationRepository } from '../organization.repository.port';

export interface OrganizationHint {
  /** organizationCode of the request body or query. */
  readonly requested?: string | null;
  /** The url-ref-code header (spec 7): a white-label referenceId or an organization code. */
  readonly refCode?: string | null;
  /** The organization the session works for. */
  readonly session?: string | null;
}

/** The organization a link's reference code names: a white label's referenceId, or a code. */
export const referrerOf = async (
  repo: Pick<OrganizationRepository, 'findByCode' | 'findByReferenceId'>,
  refCode: string,
): Promise<Organization | undefined> =>
  (await repo.findByReferenceId(refCode)) ?? (await repo.findByCode(refCode));

/**
 * Which organization's content to serve: the one asked for, else the reference code's, else the
 * session's, else the default (CM). An unknown code asked explicitly is "not found"; an unknown
 * reference code falls back, since it comes from a link anyone can edit.
 */
export const resolveOrganization = async (
  repo: OrganizationRepository,
  hint: OrganizationHint,
): Promise<Organization | undefined> => {
  if (hint.requested) return repo.findByCode(hint.requested);
  if (hint.refCode) {
    const byRef = await referrerOf(repo, hint.refCode);
    if (byRef) return byRef;
  }
  if (hint.session) {
    const bySession = await repo.findByCode(hint.session);
    if (bySession) return bySession;
  }
  return (await repo.findDefault()) ?? repo.findByCode(DEFAULT_ORGANIZATION_CODE);
};

/** resolveOrganization on the error channel: no organization at all is OrganizationNotFound. */
export const organizationOf = (
  repo: OrganizationRepository,
  hint: OrganizationHint,
): Effect.Effect<Organization, OrganizationNotFound> =>
  Effect.flatMap(
    Effect.promise(() => resolveOrganization(repo, hint)),
    (org) => (org ? Effect.succeed(org) : Effect.fail(organizationNotFound())),
  );

/** The organization whose content and products a request is about (the hint's, or the default). */
@injectable()
export class ResolveOrganizationUseCase {
  constructor(@inject(CONTENT_TOKENS.Organizations) private readonly organizations: OrganizationRepository) {}

  execute(hint: OrganizationHint): Effect.Effect<Organization, OrganizationNotFound> {
    return organizationOf(this.organizations, hint);
  }
}
