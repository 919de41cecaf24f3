import {
  bill96ConsentAsked,
  bill96ConsentErrors,
  buildDateOfBirth,
  dateOfBirthToCalendarDate,
  FIELD_LIMIT_OF,
  fieldLimitError,
  personNameErrors,
  studentSchoolErrors,
  validateEmail,
  validatePhone,
  validatePostalCode,
  wholeYearsBetween,
  type CalendarDate,
  type FieldError,
  type FieldLimitName,
  type Language,
} from '@tripx/domain';
import * as t from 'io-ts';
import type { FlowNamespace as Namespace } from '../platform/flow-namespaces';

/** Relationships a dependent or companion in a family plan may have to the primary traveller. */
export const RELATIONSHIPS = ['SPOUSE', 'CHILD', 'GRANDCHILD', 'OTHER'] as const;

/** One traveller of the traveller details form (spec 3), keyed by traveller number. */
export const TravellerFormCodec = t.type({
  firstName: t.string,
  lastName: t.string,
  dobDay: t.string,
  dobMonth: t.string,
  dobYear: t.string,
  language: t.keyof({ en: null, fr: null }),
  homeCountry: t.string,
  relationship: t.string,
  emailPhoneSameAsPrimary: t.boolean,
  email: t.string,
  phone: t.string,
  alternatePhone: t.string,
  addressSameAsPrimary: t.boolean,
  addressLine1: t.string,
  addressLine2: t.string,
  city: t.string,
  postalCode: t.string,
  schoolName: t.string,
  schoolCity: t.string,
});
export type TravellerForm = t.TypeOf<typeof TravellerFormCodec>;

export const emptyTravellerForm = (lang: Language, primary: boolean): TravellerForm => ({
  firstName: '',
  lastName: '',
  dobDay: '',
  dobMonth: '',
  dobYear: '',
  language: lang,
  homeCountry: '',
  relationship: '',
  emailPhoneSameAsPrimary: !primary,
  email: '',
  phone: '',
  alternatePhone: '',
  addressSameAsPrimary: !primary,
  addressLine1: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  schoolName: '',
  schoolCity: '',
});

/** What the form asks, from the quote: the category's extra fields and the Québec consent. */
export interface DetailsContext {
  readonly family: boolean;
  readonly student: boolean;
  /** Visitors and international students give a phone number at home too (spec 3). */
  readonly alternatePhone: boolean;
  readonly visitor: boolean;
  readonly province: string;
  readonly lang: Language;
  /** The age each traveller was quoted at, and the day that age is counted on. */
  readonly quotedAges: readonly number[];
  readonly ageReference: CalendarDate;
}

/** An error with the namespace of its label (inputs, date-input or the web app's own). */
export interface DetailsError extends FieldError {
  readonly ns: Namespace;
}

const own = (field: string, code: string, params?: FieldError['params']): DetailsError => ({
  field,
  code,
  ns: 'web.apply',
  ...(params ? { params } : {}),
});
const from = (ns: Namespace, errors: readonly FieldError[], prefix: string): DetailsError[] =>
  errors.map((e) => ({ ...e, field: `${prefix}${e.field}`, ns }));

const required = (value: string, field: string): DetailsError[] =>
  value.trim() === '' ? [own(field, 'fieldRequired')] : [];
/** maxLength of spec 5.6 for `<prefix><name>`, with the limit the domain gives that name. */
const limited = (value: string, prefix: string, name: string, limit?: FieldLimitName): DetailsError[] => {
  const e = fieldLimitError(`${prefix}${name}`, value.trim(), limit ?? FIELD_LIMIT_OF[name]);
  return e ? from('errors.inputs', [e], '') : [];
};

/** A traveller's name: the domain's rule (the purchase applies the same), with this form's own required label. */
const names = (value: string, field: string): DetailsError[] =>
  personNameErrors(field, value, 'fieldRequired').map((e) =>
    e.code === 'fieldRequired' ? own(field, e.code) : { ...e, ns: 'errors.inputs' as const },
  );

/** The date of birth as a calendar day, once it is a real one. */
export const dateOfBirthOf = (f: TravellerForm): CalendarDate | undefined => {
  const built = buildDateOfBirth(f.dobDay, f.dobMonth, f.dobYear);
  return built.ok ? dateOfBirthToCalendarDate(built.value) : undefined;
};

const travellerErrors = (f: TravellerForm, i: number, ctx: DetailsContext): DetailsError[] => {
  const p = `${i + 1}.`;
  const primary = i === 0;
  const errors: DetailsError[] = [
    ...names(f.firstName, `${p}firstName`),
    ...names(f.lastName, `${p}lastName`),
  ];
  const dob = buildDateOfBirth(f.dobDay, f.dobMonth, f.dobYear);
  if (!dob.ok) errors.push({ field: `${p}dateOfBirth`, code: dob.code, ns: 'errors.date-input' });
  else {
    const birth = dateOfBirthToCalendarDate(dob.value);
    const quoted = ctx.quotedAges[i];
    // The quote priced this age; another date of birth would need another price.
    if (birth && quoted !== undefined && wholeYearsBetween(birth, ctx.ageReference) !== quoted)
      errors.push(own(`${p}dateOfBirth`, 'dateOfBirthAgeMismatch', { age: quoted }));
  }
  if (ctx.family && !primary) errors.push(...required(f.relationship, `${p}relationship`));
  if (primary || !f.emailPhoneSameAsPrimary) {
    const email = validateEmail(f.email);
    const phone = validatePhone(f.phone);
    if (!email.ok) errors.push(...from('errors.inputs', email.errors, p));
    if (!phone.ok) errors.push(...from('errors.inputs', phone.errors, p));
  }
  if (ctx.alternatePhone) {
    const alt = validatePhone(f.alternatePhone, { field: 'alternatePhone', required: false });
    if (!alt.ok) errors.push(...from('errors.inputs', alt.errors, p));
  }
  if (primary || !f.addressSameAsPrimary) {
    errors.push(
      ...required(f.addressLine1, `${p}addressLine1`),
      ...limited(f.addressLine1, p, 'addressLine1'),
    );
    errors.push(...limited(f.addressLine2, p, 'addressLine2'));
    errors.push(...required(f.city, `${p}city`), ...limited(f.city, p, 'city'));
    const postal = validatePostalCode(f.postalCode);
    if (!postal.ok) errors.push(...from('errors.inputs', postal.errors, p));
  }
  if (ctx.student && primary) {
    // The purchase refuses the same (studentSchoolErrors on the server).
    errors.push(
      ...from('errors.quote-form', studentSchoolErrors(f), p),
      ...limited(f.schoolName, p, 'schoolName', 'name'),
      ...limited(f.schoolCity, p, 'schoolCity'),
    );
  }
  return errors;
};

/**
 * Every error of the traveller details form (spec 3, 5.6): names trimmed and bounded, a date of birth
 * that gives the quoted age, contact and address unless "same as primary", the category's extra
 * fields, and the Bill 96 consent of a Québec resident whose documents are in English (the primary
 * traveller's choice, the purchase's `lang`, as the purchase API asks).
 */
export const travellerDetailsErrors = (
  forms: readonly TravellerForm[],
  bill96Consent: boolean,
  ctx: DetailsContext,
): DetailsError[] => [
  ...forms.flatMap((f, i) => travellerErrors(f, i, ctx)),
  ...from(
    'errors.inputs',
    bill96ConsentErrors({
      province: ctx.province,
      flowRequiresConsent: bill96ConsentAsked(forms[0]?.language),
      consent: bill96Consent,
    }),
    '',
  ),
];
