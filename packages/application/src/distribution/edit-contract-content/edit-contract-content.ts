import 'reflect-metadata';
import { fieldError, type FieldError } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import type { DistributionAdminRepository } from '../distribution-admin.repository.port';
import { invalidForm, notFound, type DistributionNotFound, type InvalidForm } from '../distribution.errors';
import type { DistributionTransactions } from '../distribution-transactions.port';
import { DISTRIBUTION_TOKENS } from '../distribution.tokens';
import { mayActOn, organizationTarget } from '../../access/may-act-on';

/** The contract content an administrator may edit in /maintenance (spec 3 "Organization"). */
export const EDITABLE_CONTENT_KEYS = [
  'banner',
  'footer',
  'sideNav',
  'topNav',
  'needAssistance',
  'termsAndConditions',
  'bill96Consent',
  'mqNotEligible',
] as const;
export type EditableContentKey = (typeof EDITABLE_CONTENT_KEYS)[number];
export const CONTENT_MAX_LENGTH = 20_000;
export const CONTENT_CODES = ['contentKeyUnknown', 'contentTooLong', 'contentNotText'] as const;
export type ContentCode = (typeof CONTENT_CODES)[number];

/** Turns HTML typed by an administrator into HTML safe to show in the purchase app. */
export type HtmlSanitizer = (html: string) => string;

export type ContentEdit = Readonly<Partial<Record<'en' | 'fr', Readonly<Record<string, unknown>>>>>;

const check = (edit: ContentEdit): FieldError<ContentCode>[] =>
  (['en', 'fr'] as const).flatMap((lang) =>
    Object.entries(edit[lang] ?? {}).flatMap(([key, value]): FieldError<ContentCode>[] => {
      const at = `${lang}.${key}`;
      if (!(EDITABLE_CONTENT_KEYS as readonly string[]).includes(key))
        return [fieldError(at, 'contentKeyUnknown')];
      if (typeof value !== 'string') return [fieldError(at, 'contentNotText')];
      return value.length > CONTENT_MAX_LENGTH
        ? [fieldError(at, 'contentTooLong', { max: CONTENT_MAX_LENGTH })]
        : [];
    }),
  );

/**
 * Saves the edited keys of an organization's contract content in EN and FR, sanitized; keys not sent
 * keep their value. The content call reads the database on each request, so the purchase app shows
 * the change at once (no restart, no cache to clear).
 */
export const editContractContent = (
  deps: {
    readonly repo: Pick<DistributionAdminRepository, 'organizationDetails' | 'saveContractContent'>;
    readonly sanitize: HtmlSanitizer;
  },
  actor: Actor,
  code: string,
  edit: ContentEdit,
): Effect.Effect<ContractContent, DistributionNotFound | InvalidForm> =>
  Effect.gen(function* () {
    const org = yield* Effect.promise(() => deps.repo.organizationDetails(code));
    if (!org || !mayActOn(actor, organizationTarget(code))) return yield* Effect.fail(notFound());
    const errors = check(edit);
    if (errors.length > 0) return yield* Effect.fail(invalidForm(errors));
    const merged = { en: { ...org.contract.content.en }, fr: { ...org.contract.content.fr } };
    for (const lang of ['en', 'fr'] as const)
      for (const [key, value] of Object.entries(edit[lang] ?? {}))
        merged[lang][key] = deps.sanitize(String(value));
    yield* Effect.promise(() => deps.repo.saveContractContent(code, merged));
    return merged;
  });

export type ContractContent = Readonly<Record<'en' | 'fr', Readonly<Record<string, string>>>>;

@injectable()
export class EditContractContentUseCase {
  constructor(
    @inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions,
    @inject(DISTRIBUTION_TOKENS.HtmlSanitizer) private readonly sanitize: HtmlSanitizer,
  ) {}

  execute(
    actor: Actor,
    code: string,
    edit: ContentEdit,
  ): Effect.Effect<ContractContent, DistributionNotFound | InvalidForm> {
    return this.tx.transact((s) =>
      editContractContent({ repo: s.admin, sanitize: this.sanitize }, actor, code, edit),
    );
  }
}
