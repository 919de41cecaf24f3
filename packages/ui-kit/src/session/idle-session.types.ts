import type { Observable, SchedulerLike } from 'rxjs';

/** What the idle reminder shows (spec 4.1). */
export type IdleSessionState =
  | { readonly status: 'active' }
  | { readonly status: 'reminding'; readonly secondsLeft: number }
  | { readonly status: 'timedOut' }
  | { readonly status: 'ended' };

export interface IdleSessionDeps {
  /** Calls `/keepalive`; resolves to the new session expiration (epoch ms). */
  readonly keepAlive: () => Promise<number>;
  /** Ends the session on the server and resets the app's stores; called once. */
  readonly endSession: () => void;
  /** Renews the access token; resolves to its new expiration (epoch ms), or undefined to stop renewing. */
  readonly renewToken?: () => Promise<number | undefined>;
  /** The user's activity: keydown and mousedown on the document (see `documentActivity`). */
  readonly activity: Observable<unknown>;
  /** Time source of every timer; tests pass a virtual one. Defaults to rxjs's asyncScheduler (Date.now). */
  readonly scheduler?: SchedulerLike;
}

export interface IdleSessionTiming {
  readonly reminderSeconds: number;
  readonly keepAliveDebounceMs: number;
  readonly activityThrottleMs: number;
  readonly tokenRenewalOffsetSeconds: number;
}
