import { success, type SessionService } from '@tripx/application';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleSessionStore } from './idle-session.store';

const START = Date.parse('2026-11-28T12:00:00.000Z');

/** A server whose session ends `ttlSeconds` after each keep-alive. */
const server = (ttlSeconds: number): SessionService => ({
  start: () => Promise.resolve(),
  keepAlive: () =>
    Promise.resolve(
      success({ err: null, sessionExpiration: new Date(Date.now() + ttlSeconds * 1000).toISOString() }),
    ),
});

/** The page as the server serves it: its idle reminder meta, or none (the app served by Vite). */
const page = (reminderSeconds: string | undefined): Document => {
  document.head.innerHTML =
    reminderSeconds === undefined
      ? ''
      : `<meta name="tripx-idle-reminder-seconds" content="${reminderSeconds}" />`;
  return document;
};

let idle: IdleSessionStore | undefined;
beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  idle?.controller.stop();
  vi.useRealTimers();
  document.head.innerHTML = '';
});

/** The reminder's state `seconds` after the session started (virtual time). */
const after = async (seconds: number) => {
  await vi.advanceTimersByTimeAsync(START + seconds * 1000 - Date.now());
  return idle?.controller.getState();
};

describe('the purchase app’s idle reminder (spec 4.1)', () => {
  it('opens as many seconds before the session’s end as the server’s page says (IDLE_REMINDER_SECONDS)', async () => {
    idle = new IdleSessionStore(server(100), page('15'), () => {});
    await idle.started();
    expect(await after(84)).toEqual({ status: 'active' });
    expect(await after(85)).toEqual({ status: 'reminding', secondsLeft: 15 });
  });

  it('opens 60 s before the end when the page says nothing (the spec’s reminder)', async () => {
    idle = new IdleSessionStore(server(100), page(undefined), () => {});
    await idle.started();
    expect(await after(39)).toEqual({ status: 'active' });
    expect(await after(40)).toEqual({ status: 'reminding', secondsLeft: 60 });
  });
});
