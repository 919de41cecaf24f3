import { useLabels } from './use-flow-labels';

/** The date picker's words in the current language (one set for every date field). */
export const useCalendarLabels = (fieldLabel: string) => {
  const { t } = useLabels('web.common');
  return {
    dialog: t('calendarDialog', { field: fieldLabel }),
    previousMonth: t('calendarPreviousMonth'),
    nextMonth: t('calendarNextMonth'),
    close: t('calendarClose'),
    openCalendar: t('calendarOpen', { field: fieldLabel }),
  };
};
