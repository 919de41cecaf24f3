import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DateOfBirthResult } from '@tripx/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateOfBirthInput, type DateOfBirthParts } from './date-of-birth-input.view';

function Harness({ onBuilt, error }: { onBuilt?: (b: DateOfBirthResult) => void; error?: string }) {
  const [parts, setParts] = useState<DateOfBirthParts>({ day: '', month: '', year: '' });
  return (
    <DateOfBirthInput
      legend="Date of birth"
      labels={{ day: 'Day', month: 'Month', year: 'Year' }}
      value={parts}
      error={error}
      onChange={(p, built) => {
        setParts(p);
        onBuilt?.(built);
      }}
    />
  );
}

describe('DateOfBirthInput', () => {
  it('groups day, month and year under the legend, in that Tab order', async () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveFocus();
  });

  it('builds MM-DD-YYYY once the three parts are there', async () => {
    const onBuilt = vi.fn();
    render(<Harness onBuilt={onBuilt} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Day' }), '7');
    expect(onBuilt).toHaveBeenLastCalledWith({ ok: false, code: 'required' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Month' }), '3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Year' }), '1985');
    expect(onBuilt).toHaveBeenLastCalledWith({ ok: true, value: '03-07-1985' });
  });

  it('keeps digits only and reports a day that does not exist', async () => {
    const onBuilt = vi.fn();
    render(<Harness onBuilt={onBuilt} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Day' }), '3x1');
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('31');
    await userEvent.type(screen.getByRole('textbox', { name: 'Month' }), '02');
    await userEvent.type(screen.getByRole('textbox', { name: 'Year' }), '2001');
    expect(onBuilt).toHaveBeenLastCalledWith({ ok: false, code: 'invalid_date' });
  });

  it('describes the group with its error and marks each box invalid', () => {
    render(<Harness error="Enter a valid date" />);
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      'Enter a valid date',
    );
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveAttribute('aria-invalid', 'true');
  });
});
