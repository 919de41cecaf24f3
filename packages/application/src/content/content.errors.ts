import { Data } from 'effect';

/** An organization asked for by code that does not exist (an unknown reference code falls back). */
export class OrganizationNotFound extends Data.TaggedError('OrganizationNotFound')<{
  readonly code: 'notFound';
}> {}

export type ContentError = OrganizationNotFound;
export const CONTENT_ERROR_CODES = ['notFound'] as const;

export const organizationNotFound = (): OrganizationNotFound =>
  new OrganizationNotFound({ code: 'notFound' });
