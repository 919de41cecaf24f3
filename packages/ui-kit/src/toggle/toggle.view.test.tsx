import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Toggle } from './toggle.view';

function Harness({ onChange, onLink }: { onChange?: (v: boolean) => void; onLink?: () => void }) {
  const [on, setOn] = useState(false);
  return (
    <Toggle
      label="Baggage add-on"
      checked={on}
      onText="Added"
      offText="Not added"
      modalLinkLabel="What is covered"
      onModalLinkClick={onLink}
      onChange={(v) => {
        setOn(v);
        onChange?.(v);
      }}
    />
  );
}

describe('Toggle', () => {
  it('is a switch named by its label, off at first', () => {
    render(<Harness />);
    expect(screen.getByRole('switch', { name: 'Baggage add-on' })).not.toBeChecked();
    expect(screen.getByText('Not added')).toBeInTheDocument();
  });

  it('flips with Space and Enter', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.tab();
    const sw = screen.getByRole('switch', { name: 'Baggage add-on' });
    expect(sw).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(sw).toBeChecked();
    expect(screen.getByText('Added')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(sw).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('offers the modal link only when a handler is given', async () => {
    const onLink = vi.fn();
    const { unmount } = render(<Harness onLink={onLink} />);
    await userEvent.click(screen.getByRole('button', { name: 'What is covered' }));
    expect(onLink).toHaveBeenCalledTimes(1);
    unmount();
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'What is covered' })).not.toBeInTheDocument();
  });

  it('does nothing while disabled', async () => {
    const onChange = vi.fn();
    render(<Toggle label="Smoker" checked={false} disabled onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Smoker' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
