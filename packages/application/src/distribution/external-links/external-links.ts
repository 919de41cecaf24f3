import 'reflect-metadata';
import { fieldError, type FieldError } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import {
  forbidden,
  invalidForm,
  notFound,
  type DistributionForbidden,
  type DistributionNotFound,
  type InvalidForm,
} from '../distribution.errors';
import type { DistributionTransactions, IdSource } from '../distribution-transactions.port';
import { DISTRIBUTION_TOKENS } from '../distribution.tokens';
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
export const listLinks = (
  repo: Pick<DistributionAdminRepository, 'links' | 'allowedDomains'>,
  actor: Actor,
  section: LinkSection,
): Effect.Effect<readonly ExternalLink[]> => {
  const scope = organizationScopeOf(actor);
  return Effect.map(
    Effect.promise(() =>
      Promise.all([repo.links(section, scope.kind === 'ALL' ? 'ALL' : scope.codes), repo.allowedDomains()]),
    ),
    ([links, domains]) => links.filter((l) => linkAllowed(l.url, domains)),
  );
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
export const saveLink = (
  deps: {
    readonly repo: Pick<DistributionAdminRepository, 'allowedDomains' | 'saveLink' | 'findLink'>;
    newId(): string;
  },
  actor: Actor,
  section: LinkSection,
  input: LinkInput,
): Effect.Effect<ExternalLink, DistributionForbidden | DistributionNotFound | InvalidForm> =>
  Effect.gen(function* () {
    const org = input.organizationCode ?? null;
    if (!mayActOn(actor, linkTarget(org))) return yield* Effect.fail(forbidden());
    const id = input.id;
    const existing = id === undefined ? undefined : yield* Effect.promise(() => deps.repo.findLink(id));
    if (existing && !mayActOn(actor, linkTarget(existing.organizationCode)))
      return yield* Effect.fail(notFound());
    const errors: FieldError<LinkCode>[] = [];
    const labelEn = input.labelEn.trim();
    const labelFr = input.labelFr.trim();
    if (!labelEn) errors.push(fieldError('labelEn', 'linkLabelRequired'));
    if (!labelFr) errors.push(fieldError('labelFr', 'linkLabelRequired'));
    const url = input.url.trim();
    if (!URL.canParse(url)) errors.push(fieldError('url', 'linkUrlInvalid'));
    else if (!linkAllowed(url, yield* Effect.promise(() => deps.repo.allowedDomains())))
      errors.push(fieldError('url', 'linkDomainNotAllowed'));
    if (errors.length > 0) return yield* Effect.fail(invalidForm(errors));
    const link: ExternalLink = {
      id: id ?? deps.newId(),
      section,
      organizationCode: org,
      labelEn,
      labelFr,
      url,
      sortOrder: input.sortOrder ?? 0,
    };
    yield* Effect.promise(() => deps.repo.saveLink(link));
    return link;
  });

/** Removes a link the caller reaches; another organization's link answers as a missing one. */
export const deleteLink = (
  repo: Pick<DistributionAdminRepository, 'findLink' | 'deleteLink'>,
  actor: Actor,
  id: string,
): Effect.Effect<{ deleted: true }, DistributionNotFound> =>
  Effect.gen(function* () {
    const link = yield* Effect.promise(() => repo.findLink(id));
    if (!link || !mayActOn(actor, linkTarget(link.organizationCode))) return yield* Effect.fail(notFound());
    yield* Effect.promise(() => repo.deleteLink(id));
    return { deleted: true as const };
  });

@injectable()
export class ListLinksUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(actor: Actor, section: LinkSection): Effect.Effect<readonly ExternalLink[]> {
    return listLinks(this.tx.stores.admin, actor, section);
  }
}

/** The allowed-domains list itself, as the maintenance screen edits links against it. */
@injectable()
export class AllowedLinkDomainsUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(): Effect.Effect<readonly string[]> {
    return Effect.promise(() => this.tx.stores.admin.allowedDomains());
  }
}

@injectable()
export class SaveLinkUseCase {
  constructor(
    @inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions,
    @inject(DISTRIBUTION_TOKENS.Ids) private readonly ids: IdSource,
  ) {}

  execute(
    actor: Actor,
    section: LinkSection,
    input: LinkInput,
  ): Effect.Effect<ExternalLink, DistributionForbidden | DistributionNotFound | InvalidForm> {
    return this.tx.transact((s) =>
      saveLink({ repo: s.admin, newId: () => this.ids.newId() }, actor, section, input),
    );
  }
}

@injectable()
export class DeleteLinkUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(actor: Actor, id: string): Effect.Effect<{ deleted: true }, DistributionNotFound> {
    return this.tx.transact((s) => deleteLink(s.admin, actor, id));
  }
}
