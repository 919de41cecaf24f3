import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea, type TextAreaProps } from './text-area.view';

function Harness(props: Partial<TextAreaProps> & { onValue?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextArea
      label="Note"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onValue?.(v);
      }}
    />
  );
}

describe('TextArea', () => {
  it('counts the characters left and is described by the count', async () => {
    render(<Harness maxLength={10} countText={(left, max) => `${left} of ${max} characters left`} />);
    const box = screen.getByRole('textbox', { name: 'Note' });
    expect(box).toHaveAccessibleDescription('10 of 10 characters left');
    await userEvent.type(box, 'Hello');
    expect(screen.getByText('5 of 10 characters left')).toBeInTheDocument();
  });

  it('cuts the text at the maximum length, counting an emoji as one character', async () => {
    const onValue = vi.fn();
    render(<Harness maxLength={3} countText={(left) => `${left} left`} onValue={onValue} />);
    const box = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.type(box, '😀abc');
    expect(box).toHaveValue('😀ab');
    expect(onValue).toHaveBeenLastCalledWith('😀ab');
    expect(screen.getByText('0 left')).toBeInTheDocument();
  });

  it('has no counter and no limit without maxLength', async () => {
    render(<Harness countText={(left) => `${left} left`} />);
    const box = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.type(box, 'a long enough note');
    expect(box).toHaveValue('a long enough note');
    expect(screen.queryByText(/left/)).not.toBeInTheDocument();
  });

  it('adds the error to its description', () => {
    render(<Harness maxLength={5} countText={(left) => `${left} left`} error="Note is required" required />);
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveAccessibleDescription(
      'Note is required 5 left',
    );
  });
});
