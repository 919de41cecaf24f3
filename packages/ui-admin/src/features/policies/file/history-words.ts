import type { PolicyEventView, TripPlaces } from '@tripx/application';
import { formatMoney, formatReaderDate, type Cents } from '@tripx/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { placeText } from '../shared/booking-words';

type T = TFunction<'policies'>;

/** What a value is written with: the page's words and language, and the policy's places by their names. */
export interface Reader {
  readonly t: T;
  readonly lang: 'en' | 'fr';
  readonly places: TripPlaces;
}

/** The reader of the page: its words and language, with the policy's places. */
export const useReader = (places: TripPlaces): Reader => {
  const { t, i18n } = useTranslation('policies');
  return { t, lang: i18n.language === 'fr' ? 'fr' : 'en', places };
};

const STATUS_FIELDS = new Set(['status', 'policyStatus']);
const BENEFITS = /^optionalBenefits\[(.+)\]$/;
const DEPENDENT = /^dependents\[(\d+)\](?:\.(\w+))?$/;
const DATE_FIELDS = new Set(['startDate', 'endDate', 'dateOfBirth']);
const NAME_PARTS = new Set(['firstName', 'lastName']);

/** A changed field in words: `endDate` → "Return date", `dependents[2].dateOfBirth` → "Dependent 2, date of birth". */
export const fieldWords = (t: T, field: string): string => {
  if (STATUS_FIELDS.has(field)) return t('history.field.status');
  const benefits = BENEFITS.exec(field);
  if (benefits) return t('history.field.optionalBenefits', { policyNumber: benefits[1] });
  const dependent = DEPENDENT.exec(field);
  if (dependent) {
    const [, number, part] = dependent;
    const whole = t('edit.dependent', { number });
    return part ? `${whole}, ${t(`edit.dependent.${part}`, { defaultValue: part }).toLowerCase()}` : whole;
  }
  return t(`history.field.${field}`, { defaultValue: field });
};

/** A place by its name in the page's language (the policy's places), its code when the policy does not name it. */
const placeWords = ({ lang, places }: Reader, code: string): string => {
  const named = [...(places.departure ? [places.departure] : []), ...places.destinations];
  const place = named.find((p) => p.code === code);
  return place ? placeText(place, lang) : code;
};

/** One part of a trip or of a dependent in words: a date as its reader writes it, money in the locale's format. */
const partWords = (r: Reader, part: string, value: string): string => {
  if (DATE_FIELDS.has(part)) return formatReaderDate(value, r.lang) || value;
  if (part === 'tripCost') return formatMoney((Number(value) * 100) as Cents, r.lang) || value;
  return value;
};

/**
 * A dependent as the change list records it (`lastName=Roy, dateOfBirth=2012-04-01`, `describeDependent`)
 * in words: "Roy (date of birth: 2012-04-01)"; one with no field but its reference by its number.
 */
const dependentWords = (r: Reader, value: string): string => {
  const parts = value.split(', ').map((p) => {
    const at = p.indexOf('=');
    return [p.slice(0, at), p.slice(at + 1)] as const;
  });
  const name = parts.filter(([k]) => NAME_PARTS.has(k)).map(([, v]) => v);
  const details = parts
    .filter(([k]) => !NAME_PARTS.has(k) && k !== 'referenceNumber')
    .map(([k, v]) =>
      r.t('history.detail', {
        label: r.t(`edit.dependent.${k}`, { defaultValue: k }).toLowerCase(),
        value: partWords(r, k, v),
      }),
    );
  const reference = parts.find(([k]) => k === 'referenceNumber');
  const who =
    name.length > 0 ? name.join(' ') : reference ? r.t('edit.dependent', { number: reference[1] }) : '';
  return details.length > 0 ? `${who} (${details.join(', ')})`.trim() : who;
};

/**
 * A value of a field in the page's words (the history's timeline and the merge after a stale edit): a
 * status by its name, a date as its reader writes it, a place by its name, a dependent described in
 * words, an empty value as "none".
 */
export const valueWords = (r: Reader, field: string, value: string | null): string => {
  if (value === null || value === '') return r.t('history.none');
  if (STATUS_FIELDS.has(field)) return r.t(`status.${value}`, { defaultValue: value });
  if (field === 'departureLocation') return placeWords(r, value);
  // Destinations are recorded as a set joined by ", " (a destination `IATA,CC` has no space).
  if (field === 'destinations')
    return value
      .split(', ')
      .map((code) => placeWords(r, code))
      .join(', ');
  const dependent = DEPENDENT.exec(field);
  if (dependent) return dependent[2] ? partWords(r, dependent[2], value) : dependentWords(r, value);
  return partWords(r, field, value);
};

/** A change of a field in words: "Return date: 2027-01-03 → 2027-01-06". */
export const changeWords = (r: Reader, field: string, from: string | null, to: string | null): string =>
  r.t('history.change', {
    field: fieldWords(r.t, field),
    from: valueWords(r, field, from),
    to: valueWords(r, field, to),
  });

/** One change of the timeline in the page's language: what happened, who made it, where, and what changed. */
export const historyWords = (r: Reader, e: PolicyEventView) => {
  const { t } = r;
  return {
    action: t(`history.action.${e.action}`, { defaultValue: e.action }),
    who: e.actorName ?? t(`history.nobody.${e.channel}`),
    channel: t(`history.channel.${e.channel}`),
    change: e.fieldChanged === null ? undefined : changeWords(r, e.fieldChanged, e.from, e.to),
  };
};
