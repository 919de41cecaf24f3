import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleSessionController } from './idle-session.controller';
import type { IdleSessionDeps, IdleSessionState } from './idle-session.types';

const T0 = Date.UTC(2026, 2, 10, 12, 0, 0);
const MIN = 60_000;

const setup = (overrides: Partial<IdleSessionDeps> = {}) => {
  const activity = new Subject<void>();
  const deps = {
    keepAlive: vi.fn(async () => Date.now() + 15 * MIN),
    endSession: vi.fn(),
    activity,
    ...overrides,
  };
  const controller = new IdleSessionController(deps);
  const seen: IdleSessionState[] = [];
  controller.state$.subscribe((s) => seen.push(s));
  return { controller, deps, activity, seen };
};

describe('IdleSessionController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays active until 60 s before expiry, then counts down each second', async () => {
    const { controller } = setup();
    controller.sessionExtended(T0 + 10 * MIN);
    await vi.advanceTimersByTimeAsync(9 * MIN - 1);
    expect(controller.getState()).toEqual({ status: 'active' });
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.getState()).toEqual({ status: 'reminding', secondsLeft: 60 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(controller.getState()).toEqual({ status: 'reminding', secondsLeft: 59 });
    await vi.advanceTimersByTimeAsync(58_000);
    expect(controller.getState()).toEqual({ status: 'reminding', secondsLeft: 1 });
    controller.stop();
  });

  it('at 0 shows the timed-out state and ends the session once', async () => {
    const { controller, deps, seen } = setup();
    controller.sessionExtended(T0 + 2 * MIN);
    await vi.advanceTimersByTimeAsync(2 * MIN);
    expect(controller.getState()).toEqual({ status: 'timedOut' });
    expect(deps.endSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(deps.endSession).toHaveBeenCalledTimes(1);
    const countdown = seen.filter((s) => s.status === 'reminding').map((s) => s.secondsLeft);
    expect(countdown).toEqual(Array.from({ length: 60 }, (_, i) => 60 - i));
  });

  it('Refresh calls keepAlive, closes the reminder and starts again from the new expiry', async () => {
    const { controller, deps } = setup();
    controller.sessionExtended(T0 + 2 * MIN);
    await vi.advanceTimersByTimeAsync(MIN + 30_000);
    expect(controller.getState()).toEqual({ status: 'reminding', secondsLeft: 30 });
    await controller.refresh();
    expect(deps.keepAlive).toHaveBeenCalledTimes(1);
    expect(controller.getState()).toEqual({ status: 'active' });
    await vi.advanceTimersByTimeAsync(14 * MIN - 1);
    expect(controller.getState()).toEqual({ status: 'active' });
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.getState()).toEqual({ status: 'reminding', secondsLeft: 60 });
    expect(deps.endSession).not.toHaveBeenCalled();
    controller.stop();
  });

  it('a failed keepAlive leaves the countdown running to the end', async () => {
    const { controller, deps } = setup({ keepAlive: vi.fn(() => Promise.reject(new Error('offline'))) });
    controller.sessionExtended(T0 + 2 * MIN);
    await vi.advanceTimersByTimeAsync(MIN + 10_000);
    await controller.refresh();
    expect(controller.getState()).toEqual({ status: 'reminding', secondsLeft: 50 });
    await vi.advanceTimersByTimeAsync(50_000);
    expect(controller.getState()).toEqual({ status: 'timedOut' });
    expect(deps.endSession).toHaveBeenCalledTimes(1);
  });

  it('activity is throttled (3 s) then debounced (10 s) into one keepAlive', async () => {
    const { controller, deps, activity } = setup();
    controller.sessionExtended(T0 + 10 * MIN);
    for (let i = 0; i < 10; i += 1) {
      activity.next();
      await vi.advanceTimersByTimeAsync(1000);
    }
    // Now at 10 s. Events at 0, 3, 6 and 9 s pass the throttle; the debounce fires 10 s after the last.
    await vi.advanceTimersByTimeAsync(8_999);
    expect(deps.keepAlive).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.keepAlive).toHaveBeenCalledTimes(1);
    // The keep-alive's answer moved the expiry: 15 minutes from the call.
    await vi.advanceTimersByTimeAsync(14 * MIN - 1);
    expect(controller.getState()).toEqual({ status: 'active' });
    controller.stop();
  });

  it('activity within 3 s of a counted one is dropped by the throttle', async () => {
    const { controller, deps, activity } = setup();
    controller.sessionExtended(T0 + 10 * MIN);
    activity.next();
    await vi.advanceTimersByTimeAsync(2_500);
    activity.next();
    // Had the second event counted, the debounce would wait until 12.5 s.
    await vi.advanceTimersByTimeAsync(7_500);
    expect(deps.keepAlive).toHaveBeenCalledTimes(1);
    controller.stop();
  });

  it('activity does not refresh while the reminder is open', async () => {
    const { controller, deps, activity } = setup();
    controller.sessionExtended(T0 + 2 * MIN);
    await vi.advanceTimersByTimeAsync(MIN + 5_000);
    activity.next();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(deps.keepAlive).not.toHaveBeenCalled();
    expect(controller.getState()).toEqual({ status: 'reminding', secondsLeft: 35 });
    controller.stop();
  });

  it('Cancel ends the session at once and stops every timer', async () => {
    const { controller, deps, activity } = setup();
    controller.sessionExtended(T0 + 2 * MIN);
    controller.signOut();
    expect(controller.getState()).toEqual({ status: 'ended' });
    activity.next();
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(deps.endSession).toHaveBeenCalledTimes(1);
    expect(deps.keepAlive).not.toHaveBeenCalled();
    await controller.refresh();
    expect(deps.keepAlive).not.toHaveBeenCalled();
  });

  it('an expiry already past times out at once', async () => {
    const { controller, deps } = setup();
    controller.sessionExtended(T0 - 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toEqual({ status: 'timedOut' });
    expect(deps.endSession).toHaveBeenCalledTimes(1);
  });
});
