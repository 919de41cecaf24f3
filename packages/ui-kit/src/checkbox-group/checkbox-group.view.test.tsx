import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './checkbox-group.view';

type Addon = 'baggage' | 'cancel' | 'rental';
const options = [
  { value: 'baggage', label: 'Baggage' },
  { value: 'cancel', label: 'Trip cancellation', hint: 'Before you leave' },
  { value: 'rental', label: 'Car rental', disabled: true },
] as const;

function Harness({ onChange, error }: { onChange?: (v: Addon[]) => void; error?: string }) {
  const [value, setValue] = useState<Addon[]>(['cancel']);
  return (
    <CheckboxGroup<Addon>
      legend="Add-ons"
      options={options}
      value={value}
      error={error}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('CheckboxGroup', () => {
  it('names the group by its legend and each box by its label', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Add-ons' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Trip cancellation' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Trip cancellation' })).toHaveAccessibleDescription(
      'Before you leave',
    );
    expect(screen.getByRole('checkbox', { name: 'Baggage' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Car rental' })).toBeDisabled();
  });

  it('toggles with the keyboard and reports values in option order', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Baggage' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['baggage', 'cancel']);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['baggage']);
    expect(screen.getByRole('checkbox', { name: 'Trip cancellation' })).not.toBeChecked();
  });

  it('ignores a click on a disabled option', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Car rental' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('describes the group with its error', () => {
    render(<Harness error="Choose at least one" />);
    const group = screen.getByRole('group', { name: 'Add-ons' });
    expect(group).toHaveAccessibleDescription('Choose at least one');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });
});
