import {
  isOneOf,
  LANGUAGES,
  PROFILE_STATUSES,
  PROVINCES,
  type Language,
  type ProfileStatus,
  type Province,
} from '../../shared/enums';
import type { FieldLimitName } from '../../inputs/field-limits';
import { fieldLimitError } from '../../inputs/field-limits';
import { validateEmail } from '../../inputs/contact-validators';
import { fieldError, type FieldError } from '../../shared/result';
import type { UserRole } from '../../access/roles';
import type {
  AgentLicenceEntry,
  AgentOrganization,
  AgentOrganizationInput,
  AgentProfileCode,
} from './agent-profile.types';

/** Collects errors while reading fields; each reader gives back the clean value or undefined. */
export class FieldReader {
  readonly errors: FieldError<AgentProfileCode>[] = [];

  private fail(field: string, code: AgentProfileCode, params?: Readonly<Record<string, string | number>>) {
    this.errors.push(fieldError(field, code, params));
    return undefined;
  }

  /** Trimmed text within its limit of spec 5.6; blank is an error only when required. */
  text(field: string, value: unknown, required: boolean, limit?: FieldLimitName): string | undefined {
    const t = typeof value === 'string' ? value.trim() : '';
    if (t === '') return required ? this.fail(field, 'agentFieldRequired') : undefined;
    const tooLong = fieldLimitError(field, t, limit);
    return tooLong ? this.fail(field, 'maxLength', tooLong.params) : t;
  }

  /** A role of those offered: an agent gets Agency roles only (spec 6), a staff user staff roles. */
  role<R extends UserRole>(value: unknown, required: boolean, offered: readonly R[]): R | undefined {
    const t = this.text('role', value, required);
    if (t === undefined) return undefined;
    return (offered as readonly string[]).includes(t) ? (t as R) : this.fail('role', 'agentRoleNotOffered');
  }

  language(value: unknown, required: boolean): Language | undefined {
    const t = this.text('language', value, required)?.toLowerCase();
    if (t === undefined) return undefined;
    return isOneOf(LANGUAGES, t) ? t : this.fail('language', 'agentLanguageInvalid');
  }

  province(field: string, value: unknown): Province | undefined {
    const t = this.text(field, value, false)?.toUpperCase();
    if (t === undefined) return undefined;
    return isOneOf(PROVINCES, t) ? t : this.fail(field, 'agentProvinceInvalid');
  }

  status(value: unknown): ProfileStatus | undefined {
    const t = this.text('status', value, false)?.toUpperCase();
    if (t === undefined) return undefined;
    return isOneOf(PROFILE_STATUSES, t) ? t : this.fail('status', 'agentStatusInvalid');
  }

  email(value: unknown, required: boolean): string | undefined {
    if (!required && (typeof value !== 'string' || value.trim() === '')) return undefined;
    const r = validateEmail(value, { field: 'email' });
    if (r.ok) return r.value;
    this.errors.push(...(r.errors as FieldError<AgentProfileCode>[]));
    return undefined;
  }

  /** At least one organization, each once, exactly one of them the default. Blank rows are ignored. */
  organizations(
    value: readonly AgentOrganizationInput[] | null | undefined,
  ): AgentOrganization[] | undefined {
    const rows = (Array.isArray(value) ? value : []).flatMap((o: AgentOrganizationInput) => {
      const code = typeof o?.organizationCode === 'string' ? o.organizationCode.trim() : '';
      return code === '' ? [] : [{ organizationCode: code, default: o.default === true }];
    });
    if (rows.length === 0) return this.fail('organizations', 'agentOrganizationRequired');
    const codes = rows.map((r) => r.organizationCode);
    if (new Set(codes).size !== codes.length) return this.fail('organizations', 'agentOrganizationDuplicate');
    if (rows.filter((r) => r.default).length !== 1)
      return this.fail('organizations', 'agentDefaultOrganization');
    return rows;
  }

  /** Licences by province: real province codes, each province once. Blank rows are ignored. */
  licenses(value: readonly unknown[] | null | undefined): AgentLicenceEntry[] | undefined {
    const before = this.errors.length;
    const provinces = (Array.isArray(value) ? value : []).flatMap((p: unknown, i) => {
      const province = this.province(`licenses[${i}]`, p);
      return province === undefined ? [] : [province];
    });
    if (this.errors.length > before) return undefined;
    if (new Set(provinces).size !== provinces.length) return this.fail('licenses', 'agentLicenceDuplicate');
    return provinces.map((licensedProvince) => ({ licensedProvince }));
  }
}
