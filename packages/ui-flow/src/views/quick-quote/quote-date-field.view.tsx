import { DatePicker } from '@tripx/ui-kit';
import type { CalendarDate } from '@tripx/domain';
import { useCalendarLabels } from '../calendar-labels';
import { useLabels } from '../use-flow-labels';

interface QuoteDateFieldProps {
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly today: CalendarDate;
  readonly min?: CalendarDate;
  readonly max?: CalendarDate;
  readonly readOnly?: boolean;
  readonly hint?: string;
  readonly onChange: (text: string) => void;
  readonly onBlur: () => void;
}

/** A date of the quick quote: typed as YYYY-MM-DD or picked in the calendar. */
export function QuoteDateField(props: QuoteDateFieldProps) {
  const { locale, t } = useLabels('web.quote');
  const labels = useCalendarLabels(props.label);
  return (
    <DatePicker
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      today={props.today}
      {...(props.min ? { min: props.min } : {})}
      {...(props.max ? { max: props.max } : {})}
      locale={locale}
      labels={labels}
      placeholder={t('datePlaceholder')}
      hint={props.hint ?? t('dateHint')}
      error={props.error}
      readOnly={props.readOnly}
      required
    />
  );
}
