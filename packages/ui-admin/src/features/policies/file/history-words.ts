import type { PolicyEventView } from '@tripx/application';
import type { TFunction } from 'i18next';

type T = TFunction<'policies'>;

const STATUS_FIELDS = new Set(['status', 'policyStatus']);
const BENEFITS = /^optionalBenefits\[(.+)\]$/;
const DEPENDENT = /^dependents\[(\d+)\](?:\.(\w+))?$/;

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

/** A value of the field in words: a status by its name, an empty value as "none"; dates and codes as they are. */
const valueWords = (t: T, field: string, value: string | null): string => {
  if (value === null || value === '') return t('history.none');
  return STATUS_FIELDS.has(field) ? t(`status.${value}`, { defaultValue: value }) : value;
};

/** A change of a field in words: "Return date: 2027-01-03 → 2027-01-06". */
export const changeWords = (t: T, field: string, from: string | null, to: string | null): string =>
  t('history.change', {
    field: fieldWords(t, field),
    from: valueWords(t, field, from),
    to: valueWords(t, field, to),
  });

/** One change of the timeline in the page's language: what happened, who made it, where, and what changed. */
export const historyWords = (t: T, e: PolicyEventView) => ({
  action: t(`history.action.${e.action}`, { defaultValue: e.action }),
  who: e.actorName ?? t(`history.nobody.${e.channel}`),
  channel: t(`history.channel.${e.channel}`),
  change: e.fieldChanged === null ? undefined : changeWords(t, e.fieldChanged, e.from, e.to),
});
