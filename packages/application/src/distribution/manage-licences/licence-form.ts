import {
  fieldError,
  isOneOf,
  LICENCE_STATUSES,
  parseCalendarDate,
  PROVINCES,
  type FieldError,
} from '@tripx/domain';
import type { LicenceInput } from '../distribution-admin.repository.port';

/** Error codes of the licence form (label keys of translations/errors/distribution-admin.*.json). */
export const LICENCE_FORM_CODES = [
  'licenceFieldRequired',
  'licenceFieldTooLong',
  'licenceProvinceInvalid',
  'licenceStatusInvalid',
  'licenceExpiryInvalid',
] as const;
export type LicenceFormCode = (typeof LICENCE_FORM_CODES)[number];

const MAX = 100;
const str = (v: unknown): string | undefined => {
  const t = typeof v === 'string' ? v.trim() : '';
  return t === '' ? undefined : t;
};

/** The `license` object of the create and edit payloads (spec 3), trimmed and checked; every error at once. */
export const readLicenceForm = (
  raw: Readonly<Record<string, unknown>>,
): { ok: true; value: LicenceInput } | { ok: false; errors: readonly FieldError<LicenceFormCode>[] } => {
  const errors: FieldError<LicenceFormCode>[] = [];
  const text = (field: string, required: boolean): string | undefined => {
    const v = str(raw[field]);
    if (v === undefined && required) errors.push(fieldError(field, 'licenceFieldRequired'));
    if (v !== undefined && v.length > MAX)
      errors.push(fieldError(field, 'licenceFieldTooLong', { max: MAX }));
    return v;
  };
  const name = text('name', true);
  const licenseNumber = text('licenseNumber', true);
  const licenceType = text('licenceType', false);
  const screeningStatus = text('screeningStatus', false);
  const province = str(raw['licensedProvince'])?.toUpperCase();
  if (!province || !isOneOf(PROVINCES, province))
    errors.push(fieldError('licensedProvince', province ? 'licenceProvinceInvalid' : 'licenceFieldRequired'));
  const status = str(raw['status']);
  if (!status || !isOneOf(LICENCE_STATUSES, status))
    errors.push(fieldError('status', status ? 'licenceStatusInvalid' : 'licenceFieldRequired'));
  const expiry = str(raw['expiryDate']);
  const expiryDate = expiry === undefined ? undefined : parseCalendarDate(expiry);
  if (expiry !== undefined && !expiryDate) errors.push(fieldError('expiryDate', 'licenceExpiryInvalid'));
  if (
    errors.length > 0 ||
    !name ||
    !licenseNumber ||
    !province ||
    !isOneOf(PROVINCES, province) ||
    !status ||
    !isOneOf(LICENCE_STATUSES, status)
  )
    return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      licenseNumber,
      licensedProvince: province,
      status,
      ...(licenceType ? { licenceType } : {}),
      ...(screeningStatus ? { screeningStatus } : {}),
      ...(expiryDate ? { expiryDate } : {}),
      ...(typeof raw['isDeleted'] === 'boolean' ? { isDeleted: raw['isDeleted'] } : {}),
    },
  };
};
