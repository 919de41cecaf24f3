import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleSessionController } from './idle-session.controller';
import { IdleReminder, type IdleReminderTexts } from './idle-reminder.view';
import { useIdleSession } from './use-idle-session';

const texts: IdleReminderTexts = {
  title: 'Are you still there?',
  countdown: (s) => `Your session ends in ${s} seconds.`,
  refresh: 'Stay signed in',
  signOut: 'Sign out',
  timedOutTitle: 'Session ended',
  timedOut: 'Your session has timed out.',
  signInAgain: 'Sign in again',
};

const T0 = Date.UTC(2026, 2, 10, 12, 0, 0);

function Reminder({
  controller,
  onSignInAgain,
}: {
  controller: IdleSessionController;
  onSignInAgain: () => void;
}) {
  const state = useIdleSession(controller);
  return (
    <IdleReminder
      state={state}
      texts={texts}
      onRefresh={() => void controller.refresh()}
      onSignOut={() => controller.signOut()}
      onSignInAgain={onSignInAgain}
    />
  );
}

describe('IdleReminder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => {
    const deps = {
      keepAlive: vi.fn(async () => Date.now() + 5 * 60_000),
      endSession: vi.fn(),
      activity: new Subject<void>(),
    };
    const controller = new IdleSessionController(deps);
    const onSignInAgain = vi.fn();
    render(<Reminder controller={controller} onSignInAgain={onSignInAgain} />);
    act(() => controller.sessionExtended(T0 + 90_000));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    return { controller, deps, onSignInAgain, user };
  };

  it('shows nothing while the session is far from expiry', () => {
    setup();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens 60 s before expiry with the focus on Refresh, and counts down', async () => {
    setup();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent('Your session ends in 60 seconds.');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Your session ends in 57 seconds.');
  });

  it('Refresh with the keyboard keeps the session and closes the reminder', async () => {
    const { deps, user } = setup();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await user.keyboard('{Enter}');
    expect(deps.keepAlive).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deps.endSession).not.toHaveBeenCalled();
  });

  it('Escape counts as Refresh', async () => {
    const { deps, user } = setup();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await user.keyboard('{Escape}');
    expect(deps.keepAlive).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('at 0 shows the timed-out message and a sign-in-again button, and ends the session', async () => {
    const { deps, onSignInAgain, user } = setup();
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(deps.endSession).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    const dialog = screen.getByRole('alertdialog', { name: 'Session ended' });
    expect(dialog).toHaveTextContent('Your session has timed out.');
    expect(screen.getByRole('button', { name: 'Sign in again' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Session ended' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onSignInAgain).toHaveBeenCalledTimes(1);
  });

  it('Sign out ends the session at once', async () => {
    const { deps, user } = setup();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(deps.endSession).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
