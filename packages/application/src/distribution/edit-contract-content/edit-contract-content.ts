import { fieldError, type FieldError } from '@tripx/domain';
import type { Actor } from '../../session/session';
import { invalid, refused, type AdminResult } from '../admin-result';
import type { DistributionAdminRepository } from '../distribution-admin.repository.port';
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

type Edit = Readonly<Partial<Record<'en' | 'fr', Readonly<Record<string, unknown>>>>>;

const check = (edit: Edit): FieldError<ContentCode>[] =>
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
export const editContractContent = async (
  deps: {
    readonly repo: Pick<DistributionAdminRepository, 'organizationDetails' | 'saveContractContent'>;
    readonly sanitize: HtmlSanitizer;
  },
  actor: Actor,
  code: string,
  edit: Edit,
): Promise<AdminResult<Readonly<Record<'en' | 'fr', Readonly<Record<string, string>>>>>> => {
  const org = await deps.repo.organizationDetails(code);
  if (!org || !mayActOn(actor, organizationTarget(code))) return refused('notFound');
  const errors = check(edit);
  if (errors.length > 0) return invalid(errors);
  const merged = { en: { ...org.contract.content.en }, fr: { ...org.contract.content.fr } };
  for (const lang of ['en', 'fr'] as const)
    for (const [key, value] of Object.entries(edit[lang] ?? {}))
      merged[lang][key] = deps.sanitize(String(value));
  await deps.repo.saveContractContent(code, merged);
  return { ok: true, value: merged };
};
