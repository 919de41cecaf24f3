import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion, type ToastMessage } from './toast.view';

const initial: ToastMessage[] = [
  { id: '1', kind: 'success', message: 'Policy sent by e-mail' },
  { id: '2', kind: 'error', message: 'The payment was declined' },
];

function Harness({ onDismiss }: { onDismiss?: (id: string) => void }) {
  const [toasts, setToasts] = useState(initial);
  return (
    <ToastRegion
      label="Notifications"
      dismissLabel="Dismiss"
      toasts={toasts}
      onDismiss={(id) => {
        setToasts((list) => list.filter((t) => t.id !== id));
        onDismiss?.(id);
      }}
    />
  );
}

describe('ToastRegion', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces messages politely and errors as alerts', () => {
    render(<Harness />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status')).toHaveTextContent('Policy sent by e-mail');
    expect(within(region).getByRole('alert')).toHaveTextContent('The payment was declined');
  });

  it('dismisses each toast after 5000 ms, not before', () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss.mock.calls.map((c) => c[0]).sort()).toEqual(['1', '2']);
    expect(screen.queryByText('Policy sent by e-mail')).not.toBeInTheDocument();
  });

  it('stays while the focus is on it and closes with its button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    await user.tab();
    const close = within(screen.getByRole('status')).getByRole('button', { name: 'Dismiss' });
    expect(close).toHaveFocus();
    act(() => vi.advanceTimersByTime(6000));
    expect(onDismiss).toHaveBeenCalledWith('2');
    expect(onDismiss).not.toHaveBeenCalledWith('1');
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledWith('1');
    expect(screen.queryByText('Policy sent by e-mail')).not.toBeInTheDocument();
  });
});
