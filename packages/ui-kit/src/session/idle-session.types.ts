import type { Observable, SchedulerLike } from 'rxjs';
import type { SessionTabs } from './session-tabs';

/** What the idle reminder shows (spec 4.1). */
export type IdleSessionState =
  | { readonly status: 'active' }
  | { readonly status: 'reminding'; readonly secondsLeft: number }
  | { readonly status: 'timedOut' }
  | { readonly status: 'ended' };

export interface IdleSessionDeps {
  /** Calls `/keepalive`; resolves to the new session expiration (epoch ms). */
  readonly keepAlive: () => Promise<number>;
  /**
   * Resets the app's stores; called once. `thisTab`: this tab timed out or was cancelled, so the server
   * must end the session too; `otherTab`: another tab ended it already.
   */
  readonly endSession: (where: 'thisTab' | 'otherTab') => void;
  /**
   * The session's expiry as the server has it now, without extending it (epoch ms), or undefined when the
   * server has no such session. The server decides: asked before timing out (another tab may have kept the
   * session) and after a failed keep-alive (the server may have ended it).
   */
  readonly serverExpiry?: () => Promise<number | undefined>;
  /** The app's other tabs: they share this session's expiry, reminder and end. Closed on stop. */
  readonly tabs?: SessionTabs;
  /** The user's activity: keydown and mousedown on the document (see `documentActivity`). */
  readonly activity: Observable<unknown>;
  /** Time source of every timer; tests pass a virtual one. Defaults to rxjs's asyncScheduler (Date.now). */
  readonly scheduler?: SchedulerLike;
}

export interface IdleSessionTiming {
  readonly reminderSeconds: number;
  readonly keepAliveDebounceMs: number;
  readonly activityThrottleMs: number;
}
