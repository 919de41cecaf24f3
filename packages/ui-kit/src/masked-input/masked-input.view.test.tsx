import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MaskedInput, type MaskKind } from './masked-input.view';

function Harness({ mask, label, onValue }: { mask: MaskKind; label: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MaskedInput
      mask={mask}
      label={label}
      hint="Example: (416)-555-0199"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

describe('MaskedInput', () => {
  it('keeps an international phone number as typed, dropping only letters', async () => {
    const onValue = vi.fn();
    render(<Harness mask="phone" label="Phone" onValue={onValue} />);
    const box = screen.getByRole('textbox', { name: 'Phone' });
    expect(box).toHaveAttribute('type', 'tel');
    await userEvent.type(box, '+44 20 7946 0958x');
    expect(box).toHaveValue('+44 20 7946 0958');
    expect(onValue).toHaveBeenLastCalledWith('+44 20 7946 0958');
    expect(box).toHaveAccessibleDescription('Example: (416)-555-0199');
  });

  it('formats a postal code as a9a 9a9 and refuses what does not fit', async () => {
    render(<Harness mask="postalCode" label="Postal code" />);
    const box = screen.getByRole('textbox', { name: 'Postal code' });
    await userEvent.type(box, 'k11a0b1');
    expect(box).toHaveValue('k1a 0b1');
  });
});
