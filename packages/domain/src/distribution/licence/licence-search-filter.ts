import { parseCalendarDate, type CalendarDate } from '../../shared/calendar-date';
import { isOneOf, LICENCE_STATUSES, PROVINCES, type LicenceStatus, type Province } from '../../shared/enums';
import { fieldError, fromErrors, type FieldError, type Result } from '../../shared/result';
import type { LicenceSearchCode } from '../distribution.codes';

/** The search filter fields of spec 3, in the spec's order. */
export const LICENCE_SEARCH_FIELDS = [
  'organizationName',
  'branchCode',
  'firstName',
  'lastName',
  'profileCode',
  'licensedProvince',
  'name',
  'legalName',
  'licenseNumber',
  'status',
  'screeningStatus',
  'expiredDateStart',
  'expiredDateEnd',
] as const;
export type LicenceSearchField = (typeof LICENCE_SEARCH_FIELDS)[number];

type TextField = Exclude<
  LicenceSearchField,
  'licensedProvince' | 'status' | 'expiredDateStart' | 'expiredDateEnd'
>;

/** Only the fields the user filled in, trimmed; an empty filter finds everything. */
export type LicenceSearchFilter = { readonly [K in TextField]?: string } & {
  readonly licensedProvince?: Province;
  readonly status?: LicenceStatus;
  readonly expiredDateStart?: CalendarDate;
  readonly expiredDateEnd?: CalendarDate;
};

const text = (value: unknown): string | undefined => {
  const t = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  return t === '' ? undefined : t;
};

/**
 * The filter object sent to the licence search and export (spec 3, 7.5): empty values (undefined,
 * null, blank, non-text) are left out and the rest trimmed. Province and status must be codes of
 * the spec (a province is accepted in lower case), dates real days, and the expiry range not inverted.
 */
export const toLicenceSearchFilter = (input: unknown): Result<LicenceSearchFilter, LicenceSearchCode> => {
  const raw: Readonly<Record<string, unknown>> =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const out: Record<string, string> = {};
  const errors: FieldError<LicenceSearchCode>[] = [];
  for (const field of LICENCE_SEARCH_FIELDS) {
    const value = text(raw[field]);
    if (value === undefined) continue;
    if (field === 'licensedProvince') {
      if (isOneOf(PROVINCES, value.toUpperCase())) out[field] = value.toUpperCase();
      else errors.push(fieldError(field, 'licenceSearchProvinceInvalid'));
    } else if (field === 'status') {
      if (isOneOf(LICENCE_STATUSES, value)) out[field] = value;
      else errors.push(fieldError(field, 'licenceSearchStatusInvalid'));
    } else if (field === 'expiredDateStart' || field === 'expiredDateEnd') {
      if (parseCalendarDate(value)) out[field] = value;
      else errors.push(fieldError(field, 'licenceSearchDateInvalid'));
    } else {
      out[field] = value;
    }
  }
  const { expiredDateStart: start, expiredDateEnd: end } = out;
  if (start !== undefined && end !== undefined && start > end) {
    errors.push(fieldError('expiredDateEnd', 'licenceSearchRangeInverted'));
  }
  return fromErrors(out as LicenceSearchFilter, errors);
};
