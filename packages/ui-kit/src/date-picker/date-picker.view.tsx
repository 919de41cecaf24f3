import { useEffect, useRef, useState } from 'react';
import { clampDate } from './calendar-month';
import { parseCalendarDate, type CalendarDate } from '@tripx/domain';
import { cx } from '../shared/class-names';
import type { FieldBaseProps } from '../field/field.types';
import { describedBy, useFieldIds } from '../field/field-ids';
import { FieldLabel, FieldMessages } from '../field/field-messages.view';
import { CalendarDialog, type CalendarLabels } from './calendar-dialog.view';

export interface DatePickerProps extends FieldBaseProps {
  /** The text of the field, `YYYY-MM-DD` when it is a date (spec 9); the app validates it (spec 5.2). */
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly onBlur?: () => void;
  /** The app's clock: the day marked as today and focused when nothing is chosen. */
  readonly today: CalendarDate;
  readonly min?: CalendarDate;
  readonly max?: CalendarDate;
  /** Locale of month and day names, e.g. 'en-CA' or 'fr-CA'. */
  readonly locale: string;
  readonly labels: CalendarLabels & { readonly openCalendar: string };
  readonly placeholder?: string;
  /** Multi-trip makes the return date read-only (spec 4.2). */
  readonly readOnly?: boolean;
  readonly name?: string;
}

/**
 * A date field that can be typed into (YYYY-MM-DD) or filled from a calendar dialog. Choosing a day, or
 * Escape, closes the calendar and gives the focus back to its button.
 */
export function DatePicker(props: DatePickerProps) {
  const ids = useFieldIds(props.id);
  const { hint, error, min, max } = props;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const selected = parseCalendarDate(props.value);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    // A press outside the field closes the calendar, as a popup would.
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const locked = props.readOnly || props.disabled;
  return (
    <div
      ref={root}
      className={cx('tx-field', 'tx-date-picker', error && 'tx-field--invalid', props.className)}
    >
      <FieldLabel ids={ids} label={props.label} required={props.required} />
      <div className="tx-date-picker__row">
        <input
          id={ids.control}
          className="tx-input"
          type="text"
          name={props.name}
          inputMode="numeric"
          autoComplete="off"
          value={props.value}
          placeholder={props.placeholder ?? 'YYYY-MM-DD'}
          readOnly={props.readOnly}
          disabled={props.disabled}
          aria-required={props.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          onChange={(e) => props.onChange(e.target.value)}
          onBlur={props.onBlur}
        />
        <button
          ref={button}
          type="button"
          className="tx-date-picker__button"
          aria-label={props.labels.openCalendar}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? `${ids.control}-calendar` : undefined}
          disabled={locked}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="tx-date-picker__icon" aria-hidden="true" />
        </button>
      </div>
      {open ? (
        <CalendarDialog
          id={`${ids.control}-calendar`}
          initialFocus={clampDate(selected ?? props.today, min, max)}
          selected={selected}
          today={props.today}
          min={min}
          max={max}
          locale={props.locale}
          labels={props.labels}
          onSelect={(d) => {
            props.onChange(d);
            close(true);
          }}
          onClose={() => close(true)}
        />
      ) : null}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
