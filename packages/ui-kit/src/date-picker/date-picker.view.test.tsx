import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarDate } from '@tripx/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker, type DatePickerProps } from './date-picker.view';

const labels = {
  openCalendar: 'Choose departure date',
  dialog: 'Departure date calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  close: 'Close',
};
const today = '2026-03-10' as CalendarDate;

function Harness(props: Partial<DatePickerProps> & { onValue?: (v: string) => void; initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <DatePicker
      label="Departure date"
      today={today}
      locale="en-CA"
      labels={labels}
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onValue?.(v);
      }}
    />
  );
}

const openButton = () => screen.getByRole('button', { name: 'Choose departure date' });
const dialog = () => screen.getByRole('dialog', { name: 'Departure date calendar' });

describe('DatePicker', () => {
  it('is a labelled text field with a closed calendar', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const box = screen.getByRole('textbox', { name: 'Departure date' });
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.type(box, '2026-04-01');
    expect(onValue).toHaveBeenLastCalledWith('2026-04-01');
  });

  it('opens on today, marked as the current date, with the month as the grid name', async () => {
    render(<Harness />);
    await userEvent.click(openButton());
    expect(openButton()).toHaveAttribute('aria-expanded', 'true');
    const grid = within(dialog()).getByRole('grid', { name: 'March 2026' });
    const day = within(grid).getByRole('button', { name: 'Tuesday, March 10, 2026' });
    expect(day).toHaveFocus();
    expect(day).toHaveAttribute('aria-current', 'date');
  });

  it('moves with the keyboard across months and chooses with Enter', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.click(openButton());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Wednesday, April 1, 2026' })).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    await userEvent.keyboard('{PageDown}{End}');
    expect(screen.getByRole('button', { name: 'Saturday, May 2, 2026' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{PageUp}{/Shift}{Home}');
    expect(screen.getByRole('button', { name: 'Sunday, April 27, 2025' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('2025-04-27');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openButton()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Departure date' })).toHaveValue('2025-04-27');
  });

  it('opens on the chosen date, which is selected', async () => {
    render(<Harness initial="2026-06-15" />);
    await userEvent.click(openButton());
    const day = screen.getByRole('button', { name: 'Monday, June 15, 2026' });
    expect(day).toHaveFocus();
    expect(screen.getByRole('gridcell', { selected: true })).toContainElement(day);
  });

  it('keeps the focus inside min and max and disables days outside', async () => {
    const max = '2026-03-20' as CalendarDate;
    render(<Harness min={today} max={max} />);
    await userEvent.click(openButton());
    expect(screen.getByRole('button', { name: 'Monday, March 9, 2026' })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Tuesday, March 10, 2026' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('button', { name: 'Friday, March 20, 2026' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('closes on Escape without choosing, and traps Tab inside the calendar', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.click(openButton());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openButton()).toHaveFocus();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('names months and days in French', async () => {
    render(<Harness locale="fr-CA" />);
    await userEvent.click(openButton());
    expect(screen.getByRole('grid', { name: 'mars 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'mardi 10 mars 2026' })).toHaveFocus();
  });

  it('cannot open while read-only, and shows its error', () => {
    render(<Harness readOnly error="Invalid date" />);
    expect(openButton()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Departure date' })).toHaveAccessibleDescription(
      'Invalid date',
    );
  });
});
