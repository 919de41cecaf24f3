import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleSessionController } from './idle-session.controller';
import { sessionTabMessage, sessionTabs } from './session-tabs';
import { FakeBroadcastChannel } from '../test-support/fake-broadcast-channel';

const T0 = Date.UTC(2026, 2, 10, 12, 0, 0);
const SEC = 1000;
const TTL = 5 * 60 * SEC;

/** The server's one session, as /keepalive, /api/auth/user and /api/auth/logout see it. */
const fakeServer = () => {
  const server = { expiresAt: T0 + TTL, ended: false, keepAlives: 0, endCalls: 0 };
  return {
    server,
    keepAlive: async () => {
      if (server.ended || server.expiresAt <= Date.now()) throw new Error('SessionExpired');
      server.keepAlives += 1;
      server.expiresAt = Date.now() + TTL;
      return server.expiresAt;
    },
    serverExpiry: async () => (server.ended || server.expiresAt <= Date.now() ? undefined : server.expiresAt),
    end: () => {
      server.endCalls += 1;
      server.ended = true;
    },
  };
};

type Server = ReturnType<typeof fakeServer>;

/** One tab of the app: its own controller, activity and channel, over the shared server. */
const openTab = (api: Server, channels: Set<FakeBroadcastChannel>) => {
  const activity = new Subject<void>();
  const endSession = vi.fn((where: 'thisTab' | 'otherTab') => {
    if (where === 'thisTab') api.end();
  });
  const controller = new IdleSessionController({
    keepAlive: api.keepAlive,
    serverExpiry: api.serverExpiry,
    endSession,
    activity,
    tabs: sessionTabs(new FakeBroadcastChannel(channels)),
  });
  controller.sessionExtended(api.server.expiresAt);
  return { controller, activity, endSession };
};

const twoTabs = () => {
  const api = fakeServer();
  const channels = new Set<FakeBroadcastChannel>();
  return { api, channels, a: openTab(api, channels), b: openTab(api, channels) };
};

describe('one session across tabs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('activity in tab A keeps tab B signed in past the idle limit', async () => {
    const { api, a, b } = twoTabs();
    // Tab A is used every 30 s for 12 minutes; tab B is never touched.
    for (let t = 0; t < 12 * 60 * SEC; t += 30 * SEC) {
      a.activity.next();
      await vi.advanceTimersByTimeAsync(30 * SEC);
      expect(b.controller.getState()).toEqual({ status: 'active' });
    }
    expect(api.server.keepAlives).toBeGreaterThan(20);
    expect(b.endSession).not.toHaveBeenCalled();
    // Then nobody works: both remind together and time out together, and the server ends the session once.
    await vi.advanceTimersByTimeAsync(api.server.expiresAt - 60 * SEC - Date.now());
    expect(a.controller.getState()).toEqual({ status: 'reminding', secondsLeft: 60 });
    expect(b.controller.getState()).toEqual({ status: 'reminding', secondsLeft: 60 });
    await vi.advanceTimersByTimeAsync(60 * SEC);
    expect(a.controller.getState()).toEqual({ status: 'timedOut' });
    expect(b.controller.getState()).toEqual({ status: 'timedOut' });
    expect(api.server.ended).toBe(true);
  });

  it('“Stay signed in” in one tab closes the reminder in every tab', async () => {
    const { api, a, b } = twoTabs();
    await vi.advanceTimersByTimeAsync(TTL - 30 * SEC);
    expect(b.controller.getState()).toEqual({ status: 'reminding', secondsLeft: 30 });
    await a.controller.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.controller.getState()).toEqual({ status: 'active' });
    expect(b.controller.getState()).toEqual({ status: 'active' });
    expect(api.server.keepAlives).toBe(1);
    // B's reminder comes back one full session after A's Refresh, not before.
    await vi.advanceTimersByTimeAsync(TTL - 60 * SEC - 10);
    expect(b.controller.getState()).toEqual({ status: 'active' });
    await vi.advanceTimersByTimeAsync(10);
    expect(b.controller.getState()).toEqual({ status: 'reminding', secondsLeft: 60 });
  });

  it('one tab timing out ends the other at once, which does not call the server again', async () => {
    const { api, a, b } = twoTabs();
    // Tab B believes in 30 s more than the server gives: tab A reaches 0 first.
    b.controller.sessionExtended(api.server.expiresAt + 30 * SEC);
    await vi.advanceTimersByTimeAsync(TTL);
    expect(a.controller.getState()).toEqual({ status: 'timedOut' });
    await vi.advanceTimersByTimeAsync(0);
    expect(b.controller.getState()).toEqual({ status: 'timedOut' });
    expect(a.endSession.mock.calls).toEqual([['thisTab']]);
    expect(b.endSession.mock.calls).toEqual([['otherTab']]);
    expect(api.server.endCalls).toBe(1);
  });

  it('signing out in one tab signs out every tab', async () => {
    const { a, b } = twoTabs();
    await vi.advanceTimersByTimeAsync(SEC);
    a.controller.leave();
    expect(a.controller.getState()).toEqual({ status: 'ended' });
    expect(a.endSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(b.controller.getState()).toEqual({ status: 'ended' });
    expect(b.endSession.mock.calls).toEqual([['otherTab']]);
  });

  it('Cancel in one tab ends the session on the server once and signs out every tab', async () => {
    const { api, a, b } = twoTabs();
    await vi.advanceTimersByTimeAsync(TTL - 20 * SEC);
    a.controller.signOut();
    await vi.advanceTimersByTimeAsync(0);
    expect(b.controller.getState()).toEqual({ status: 'ended' });
    expect(api.server.endCalls).toBe(1);
  });

  it('at 0 a tab asks the server: a session another tab kept goes on', async () => {
    const api = fakeServer();
    // Tab B alone on its channel: it never hears tab A, whose keep-alive moved the server's expiry.
    const b = openTab(api, new Set());
    await vi.advanceTimersByTimeAsync(TTL - 90 * SEC);
    await api.keepAlive();
    await vi.advanceTimersByTimeAsync(90 * SEC);
    expect(b.controller.getState()).toEqual({ status: 'active' });
    expect(b.endSession).not.toHaveBeenCalled();
    // The server's expiry is now the tab's: nobody works, and it times out there.
    await vi.advanceTimersByTimeAsync(TTL - 90 * SEC);
    expect(b.controller.getState()).toEqual({ status: 'timedOut' });
    expect(b.endSession).toHaveBeenCalledTimes(1);
  });

  it('a keep-alive the server refuses ends the tab at once when the server has no session', async () => {
    const api = fakeServer();
    const b = openTab(api, new Set());
    api.server.ended = true;
    b.activity.next();
    await vi.advanceTimersByTimeAsync(10 * SEC);
    expect(b.controller.getState()).toEqual({ status: 'timedOut' });
  });

  it('a tab that stopped hears nothing more and its channel is closed', async () => {
    const { api, a, b, channels } = twoTabs();
    b.controller.stop();
    expect(channels.size).toBe(1);
    await a.controller.refresh();
    a.controller.signOut();
    await vi.advanceTimersByTimeAsync(0);
    expect(b.controller.getState()).toEqual({ status: 'active' });
    expect(api.server.endCalls).toBe(1);
  });
});

describe('messages between tabs', () => {
  it('keeps what this build knows and drops the rest', () => {
    expect(sessionTabMessage({ kind: 'extended', expiresAt: T0 })).toEqual({
      kind: 'extended',
      expiresAt: T0,
    });
    expect(sessionTabMessage({ kind: 'ended', status: 'timedOut' })).toEqual({
      kind: 'ended',
      status: 'timedOut',
    });
    for (const junk of [
      null,
      'extended',
      { kind: 'extended', expiresAt: '2026-03-10' },
      { kind: 'extended', expiresAt: Number.NaN },
      { kind: 'ended', status: 'active' },
      { kind: 'renamed' },
    ])
      expect(sessionTabMessage(junk)).toBeUndefined();
  });
});
