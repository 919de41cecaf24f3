import { DEFAULT_ORGANIZATION_CODE } from '@tripx/domain';
import { Data, Either } from 'effect';

/**
 * A request body that names another organization than the session's. The organization a quote or a
 * purchase belongs to is the session's (a white label’s, or the one LAN staff switched to),
 * never one the browser names.
 */
export class OrganizationMismatch extends Data.TaggedError('OrganizationMismatch')<{
  readonly code: 'organizationMismatch';
  readonly message: string;
  readonly fields: readonly [{ readonly path: 'organizationCode'; readonly code: 'organizationMismatch' }];
}> {}

const mismatch = new OrganizationMismatch({
  code: 'organizationMismatch',
  message: "The organization is the session's.",
  fields: [{ path: 'organizationCode', code: 'organizationMismatch' }],
});

const named = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && 'organizationCode' in body
    ? (body as { readonly organizationCode: unknown }).organizationCode
    : undefined;

/** Whether a request body names an organization at all (which `sessionOrganization` then checks). */
export const namesOrganization = (body: unknown): boolean => named(body) !== undefined;

/** The session's organization; a body that names another one (of any type) is refused. */
export const sessionOrganization = (
  session: string | null,
  body: unknown,
): Either.Either<string, OrganizationMismatch> => {
  const organization = session ?? DEFAULT_ORGANIZATION_CODE;
  const sent = named(body);
  return sent === undefined || sent === organization ? Either.right(organization) : Either.left(mismatch);
};
