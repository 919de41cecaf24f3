import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextInput, type TextInputProps } from './text-input.view';

function Harness(props: Partial<TextInputProps> & { onValue?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="First name"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onValue?.(v);
      }}
    />
  );
}

describe('TextInput', () => {
  it('is found by its visible label and reports what is typed', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const box = screen.getByRole('textbox', { name: 'First name' });
    await userEvent.type(box, 'Anne');
    expect(box).toHaveValue('Anne');
    expect(onValue).toHaveBeenLastCalledWith('Anne');
  });

  it('is not invalid and has no description without error or hint', () => {
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'First name' });
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
  });

  it('announces the error and ties it to the field', () => {
    render(<Harness hint="As on your passport" error="First name is required" required />);
    const box = screen.getByRole('textbox', { name: /First name/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('As on your passport First name is required');
    expect(screen.getByText('First name is required')).toHaveAttribute('aria-live', 'polite');
  });

  it('calls onBlur when focus leaves', async () => {
    const onBlur = vi.fn();
    render(
      <>
        <Harness onBlur={onBlur} />
        <button type="button">Next</button>
      </>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'First name' }));
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('keeps a given id and honours maxLength', async () => {
    render(<Harness id="firstName" maxLength={3} />);
    const box = screen.getByRole('textbox', { name: 'First name' });
    expect(box).toHaveAttribute('id', 'firstName');
    await userEvent.type(box, 'Annabelle');
    expect(box).toHaveValue('Ann');
  });
});
