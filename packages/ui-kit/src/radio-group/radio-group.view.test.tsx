import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group.view';

type YesNo = 'true' | 'false';
const options = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

function Harness({ onChange, error }: { onChange?: (v: YesNo) => void; error?: string }) {
  const [value, setValue] = useState<YesNo | ''>('');
  return (
    <RadioGroup<YesNo>
      legend="Multi-trip"
      options={options}
      value={value}
      error={error}
      required
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('is a radiogroup named by its legend with nothing chosen at first', () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: /Multi-trip/ });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
  });

  it('chooses by click and moves with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(onChange).toHaveBeenLastCalledWith('true');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('false');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).toHaveFocus();
  });

  it('announces its error as the description of the group', () => {
    render(<Harness error="Please answer" />);
    const group = screen.getByRole('radiogroup', { name: /Multi-trip/ });
    expect(group).toHaveAccessibleDescription('Please answer');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });
});
