import { fieldError, type FieldError } from '@tripx/domain';
import type { Actor } from '../../session/session';
import { invalid, refused, type AdminResult } from '../admin-result';
import type {
  DistributionAdminRepository,
  ExternalLink,
  LinkSection,
} from '../distribution-admin.repository.port';
import { mayActOn, organizationScopeOf, type ScopeTarget } from '../../access/may-act-on';

export const LINK_CODES = ['linkUrlInvalid', 'linkDomainNotAllowed', 'linkLabelRequired'] as const;
export type LinkCode = (typeof LINK_CODES)[number];

/** A URL is allowed when it is http(s) and its host is an allowed domain or one below it. */
export const linkAllowed = (url: string, domains: readonly string[]): boolean => {
  let host: string;
  try {
    const u = new URL(url);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return false;
    if (u.username || u.password) return false;
    host = u.hostname.toLowerCase();
  } catch {
    return false;
  }
  return domains.some((d) => {
    const domain = d.toLowerCase().replace(/^\.+/, '');
    return domain !== '' && (host === domain || host.endsWith(`.${domain}`));
  });
};

/** Links of a section for the caller's organizations (and every organization's); a link whose domain was removed from the list is hidden. */
export const listLinks = async (
  repo: Pick<DistributionAdminRepository, 'links' | 'allowedDomains'>,
  actor: Actor,
  section: LinkSection,
): Promise<readonly ExternalLink[]> => {
  const scope = organizationScopeOf(actor);
  const [links, domains] = await Promise.all([
    repo.links(section, scope.kind === 'ALL' ? 'ALL' : scope.codes),
    repo.allowedDomains(),
  ]);
  return links.filter((l) => linkAllowed(l.url, domains));
};

export interface LinkInput {
  readonly id?: string;
  readonly organizationCode?: string | null;
  readonly labelEn: string;
  readonly labelFr: string;
  readonly url: string;
  readonly sortOrder?: number;
}

/** A link of one organization belongs to it; a link without one is shown to all (the insurer's). */
const linkTarget = (organizationCode: string | null): ScopeTarget =>
  organizationCode === null ? { kind: 'shared' } : { kind: 'organization', code: organizationCode };

/**
 * Adds or replaces a link; its URL must be on the allowed-domains list kept in the database. The
 * caller must reach the organization it names and, on a replace, the one the link had.
 */
export const saveLink = async (
  deps: {
    readonly repo: Pick<DistributionAdminRepository, 'allowedDomains' | 'saveLink' | 'findLink'>;
    newId(): string;
  },
  actor: Actor,
  section: LinkSection,
  input: LinkInput,
): Promise<AdminResult<ExternalLink>> => {
  const org = input.organizationCode ?? null;
  if (!mayActOn(actor, linkTarget(org))) return refused('forbidden');
  const existing = input.id === undefined ? undefined : await deps.repo.findLink(input.id);
  if (existing && !mayActOn(actor, linkTarget(existing.organizationCode))) return refused('notFound');
  const errors: FieldError<LinkCode>[] = [];
  const labelEn = input.labelEn.trim();
  const labelFr = input.labelFr.trim();
  if (!labelEn) errors.push(fieldError('labelEn', 'linkLabelRequired'));
  if (!labelFr) errors.push(fieldError('labelFr', 'linkLabelRequired'));
  const url = input.url.trim();
  if (!URL.canParse(url)) errors.push(fieldError('url', 'linkUrlInvalid'));
  else if (!linkAllowed(url, await deps.repo.allowedDomains()))
    errors.push(fieldError('url', 'linkDomainNotAllowed'));
  if (errors.length > 0) return invalid(errors);
  const link: ExternalLink = {
    id: input.id ?? deps.newId(),
    section,
    organizationCode: org,
    labelEn,
    labelFr,
    url,
    sortOrder: input.sortOrder ?? 0,
  };
  await deps.repo.saveLink(link);
  return { ok: true, value: link };
};

/** Removes a link the caller reaches; another organization's link answers as a missing one. */
export const deleteLink = async (
  repo: Pick<DistributionAdminRepository, 'findLink' | 'deleteLink'>,
  actor: Actor,
  id: string,
): Promise<AdminResult<{ deleted: true }>> => {
  const link = await repo.findLink(id);
  if (!link || !mayActOn(actor, linkTarget(link.organizationCode))) return refused('notFound');
  await repo.deleteLink(id);
  return { ok: true, value: { deleted: true } };
};
