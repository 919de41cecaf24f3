import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CalendarDate } from '@tripx/domain';
import { cx } from '../shared/class-names';
import { trapTab } from '../modal/focus-trap';
import { addMonths, clampDate, isWithin, monthWeeks, moveFocus } from './calendar-month';
import { dayName, monthTitle, weekdayNames } from './calendar-names';

export interface CalendarLabels {
  /** Names the dialog, e.g. "Choose the departure date". */
  readonly dialog: string;
  readonly previousMonth: string;
  readonly nextMonth: string;
  readonly close: string;
}

export interface CalendarDialogProps {
  readonly id: string;
  /** The day focused on open (already inside min and max). */
  readonly initialFocus: CalendarDate;
  readonly selected: CalendarDate | undefined;
  readonly today: CalendarDate;
  readonly min?: CalendarDate;
  readonly max?: CalendarDate;
  readonly locale: string;
  readonly labels: CalendarLabels;
  readonly onSelect: (d: CalendarDate) => void;
  readonly onClose: () => void;
}

/** The month grid of the date picker (ARIA "date picker dialog"); the displayed month follows the focus. */
export function CalendarDialog(props: CalendarDialogProps) {
  const { min, max, locale } = props;
  const [focused, setFocused] = useState(props.initialFocus);
  const grid = useRef<HTMLTableElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  // True on open and after a key in the grid: then the focus follows the focused day. The month buttons
  // change the focused day too, but keep the focus on themselves.
  const moved = useRef(true);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  const focusDay = (d: CalendarDate) => {
    moved.current = true;
    setFocused(clampDate(d, min, max));
  };
  const onGridKey = (e: KeyboardEvent<HTMLTableElement>) => {
    const next = moveFocus(focused, e.key, e.shiftKey);
    if (next === undefined) return;
    e.preventDefault();
    focusDay(next);
  };
  const onDialogKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      props.onClose();
    } else if (dialog.current) {
      trapTab(e, dialog.current);
    }
  };
  const shiftMonth = (n: number) => setFocused(clampDate(addMonths(focused, n), min, max));
  const title = monthTitle(focused, locale);
  const prevDisabled = min !== undefined && addMonths(focused, -1).slice(0, 7) < min.slice(0, 7);
  const nextDisabled = max !== undefined && addMonths(focused, 1).slice(0, 7) > max.slice(0, 7);

  return (
    <div
      ref={dialog}
      id={props.id}
      role="dialog"
      aria-modal="true"
      aria-label={props.labels.dialog}
      className="tx-calendar"
      onKeyDown={onDialogKey}
    >
      <div className="tx-calendar__header">
        <button
          type="button"
          className="tx-calendar__nav"
          aria-label={props.labels.previousMonth}
          disabled={prevDisabled}
          onClick={() => shiftMonth(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={`${props.id}-title`} className="tx-calendar__title" aria-live="polite">
          {title}
        </h2>
        <button
          type="button"
          className="tx-calendar__nav"
          aria-label={props.labels.nextMonth}
          disabled={nextDisabled}
          onClick={() => shiftMonth(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={`${props.id}-title`}
        className="tx-calendar__grid"
        onKeyDown={onGridKey}
      >
        <thead>
          <tr>
            {weekdayNames(locale).map((w) => (
              <th key={w.long} scope="col" abbr={w.long}>
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week, w) => (
            <tr key={w}>
              {week.map((d, i) =>
                d === undefined ? (
                  <td key={i} role="gridcell" className="tx-calendar__blank" />
                ) : (
                  <td key={d} role="gridcell" aria-selected={d === props.selected}>
                    <button
                      type="button"
                      tabIndex={d === focused ? 0 : -1}
                      aria-label={dayName(d, locale)}
                      aria-current={d === props.today ? 'date' : undefined}
                      disabled={!isWithin(d, min, max)}
                      className={cx('tx-calendar__day', d === props.selected && 'tx-calendar__day--selected')}
                      onClick={() => props.onSelect(d)}
                    >
                      {Number(d.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="tx-link-button tx-calendar__close" onClick={props.onClose}>
        {props.labels.close}
      </button>
    </div>
  );
}
