import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput, type NumberInputProps } from './number-input.view';

function Harness(props: Partial<NumberInputProps> & { onValue?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <NumberInput
      label="Trip days"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onValue?.(v);
      }}
    />
  );
}

describe('NumberInput', () => {
  it('keeps only digits, up to the maximum', async () => {
    const onValue = vi.fn();
    render(<Harness maxDigits={3} onValue={onValue} />);
    const box = screen.getByRole('textbox', { name: 'Trip days' });
    expect(box).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(box, '1a2-b34');
    expect(box).toHaveValue('123');
    expect(onValue).toHaveBeenLastCalledWith('123');
  });

  it('blanks a zero unless zero is allowed', async () => {
    const { unmount } = render(<Harness />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Trip days' }), '0');
    expect(screen.getByRole('textbox', { name: 'Trip days' })).toHaveValue('');
    unmount();
    render(<Harness zeroAllowed />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Trip days' }), '0');
    expect(screen.getByRole('textbox', { name: 'Trip days' })).toHaveValue('0');
  });

  it('shows its error as the description', () => {
    render(<Harness error="Trip days are required" />);
    expect(screen.getByRole('textbox', { name: 'Trip days' })).toHaveAccessibleDescription(
      'Trip days are required',
    );
  });
});
