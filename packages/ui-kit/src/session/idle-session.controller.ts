import { LIMITS } from '@tripx/domain';
import {
  asyncScheduler,
  BehaviorSubject,
  catchError,
  debounceTime,
  distinctUntilChanged,
  EMPTY,
  exhaustMap,
  filter,
  from,
  fromEvent,
  map,
  merge,
  of,
  Subscription,
  switchMap,
  takeWhile,
  throttleTime,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import type { IdleSessionDeps, IdleSessionState, IdleSessionTiming } from './idle-session.types';
import type { SessionTabMessage } from './session-tabs';

export const DEFAULT_IDLE_TIMING: IdleSessionTiming = {
  reminderSeconds: LIMITS.idleReminderSeconds,
  keepAliveDebounceMs: LIMITS.keepAliveDebounceMs,
  activityThrottleMs: LIMITS.activityThrottleMs,
};

/** keydown and mousedown anywhere in the document: the activity spec 4.1 counts. */
export const documentActivity = (doc: Document): Observable<Event> =>
  merge(fromEvent(doc, 'keydown'), fromEvent(doc, 'mousedown'));

const ACTIVE: IdleSessionState = { status: 'active' };

type EndState = Extract<IdleSessionState, { status: 'timedOut' | 'ended' }>;

/**
 * Session life in the browser (spec 4.1, 9): the reminder opens `reminderSeconds` before the session
 * expires and counts down each second; at 0 the session has timed out and `endSession` runs. Activity while
 * no reminder shows (throttled, then debounced) calls `keepAlive`. Activity does not close an open
 * reminder: the user answers it.
 *
 * With `tabs`, every tab of the app shares one session: an expiry the server gave one tab (keep-alive or
 * Refresh) moves every tab's countdown and closes their reminders, and a tab that times out or signs out
 * ends the others. With `serverExpiry`, the server has the last word: at 0 a tab times out only if the
 * server's session has expired too, and a failed keep-alive ends the tab when the server has no session.
 */
export class IdleSessionController {
  private readonly expiresAt = new BehaviorSubject<number | undefined>(undefined);
  private readonly current = new BehaviorSubject<IdleSessionState>(ACTIVE);
  private readonly subscriptions = new Subscription();
  private readonly scheduler: SchedulerLike;
  private ended = false;

  constructor(
    private readonly deps: IdleSessionDeps,
    private readonly timing: IdleSessionTiming = DEFAULT_IDLE_TIMING,
  ) {
    this.scheduler = deps.scheduler ?? asyncScheduler;
    this.subscriptions.add(this.countdown().subscribe((s) => this.enter(s)));
    this.subscriptions.add(this.keepAliveOnActivity().subscribe((exp) => this.extendedHere(exp)));
    if (deps.tabs) this.subscriptions.add(deps.tabs.messages.subscribe((m) => this.heard(m)));
  }

  /** The state as an observable (it replays the current one). */
  readonly state$: Observable<IdleSessionState> = this.current.pipe(distinctUntilChanged());

  getState = (): IdleSessionState => this.current.value;

  /** For React's useSyncExternalStore. */
  subscribe = (listener: () => void): (() => void) => {
    const sub = this.state$.subscribe(() => listener());
    return () => sub.unsubscribe();
  };

  /** The session now expires at `expiresAt` (epoch ms): after sign-in, a keep-alive or a reload. */
  sessionExtended(expiresAt: number): void {
    if (!this.ended) this.expiresAt.next(expiresAt);
  }

  /** The reminder's Refresh: keep-alive, then the reminder closes. A failed call leaves it counting. */
  async refresh(): Promise<void> {
    if (this.ended) return;
    try {
      this.extendedHere(await this.deps.keepAlive());
    } catch {
      // The countdown goes on (at 0 the session ends as it would have), unless the server has ended it.
      await this.keepAliveFailed();
    }
  }

  /** Cancel: the session ends now, in every tab. */
  signOut(): void {
    this.finish({ status: 'ended' }, 'thisTab');
  }

  /**
   * This tab signs out through the server's sign-out page, which ends the session there: the other tabs
   * end with it; `endSession` does not run.
   */
  leave(): void {
    this.finish({ status: 'ended' }, 'leaving');
  }

  /** Stops every timer and listener, and closes the channel to the other tabs (e.g. the app unmounts). */
  stop(): void {
    this.subscriptions.unsubscribe();
    this.deps.tabs?.close();
  }

  private now(): number {
    return this.scheduler.now();
  }

  /** A keep-alive of this tab answered: every tab's session runs to the server's new expiry. */
  private extendedHere(expiresAt: number): void {
    if (this.ended) return;
    this.sessionExtended(expiresAt);
    this.deps.tabs?.post({ kind: 'extended', expiresAt });
  }

  private heard(message: SessionTabMessage): void {
    if (message.kind === 'ended') this.finish({ status: message.status }, 'otherTab');
    else if (message.expiresAt > (this.expiresAt.value ?? Number.NEGATIVE_INFINITY))
      this.sessionExtended(message.expiresAt);
  }

  private enter(state: IdleSessionState): void {
    if (state.status === 'timedOut') void this.timeOut();
    else if (!this.ended) this.current.next(state);
  }

  /** At 0: the server's word first, when it can be asked (another tab may have kept the session). */
  private async timeOut(): Promise<void> {
    if (!this.deps.serverExpiry) return this.finish({ status: 'timedOut' }, 'thisTab');
    const at = await this.askServer();
    if (typeof at === 'number' && at > this.now()) this.sessionExtended(at);
    else this.finish({ status: 'timedOut' }, 'thisTab');
  }

  /** No answer to a keep-alive: the server may have ended the session (signed out elsewhere, expired). */
  private async keepAliveFailed(): Promise<void> {
    if (!this.deps.serverExpiry) return;
    const at = await this.askServer();
    if (at === undefined) this.finish({ status: 'timedOut' }, 'thisTab');
    else if (typeof at === 'number' && at > this.now()) this.sessionExtended(at);
  }

  /** The server's expiry; undefined when it has no session, null when it did not answer. */
  private async askServer(): Promise<number | undefined | null> {
    try {
      return await this.deps.serverExpiry?.();
    } catch {
      return null;
    }
  }

  private finish(state: EndState, where: 'thisTab' | 'otherTab' | 'leaving'): void {
    if (this.ended) return;
    this.ended = true;
    this.current.next(state);
    if (where !== 'otherTab') this.deps.tabs?.post({ kind: 'ended', status: state.status });
    this.stop();
    if (where !== 'leaving') this.deps.endSession(where);
  }

  private countdown(): Observable<IdleSessionState> {
    const reminderMs = this.timing.reminderSeconds * 1000;
    return this.expiresAt.pipe(
      switchMap((exp) => {
        if (exp === undefined) return of(ACTIVE);
        const secondsLeft = () => Math.max(0, Math.ceil((exp - this.now()) / 1000));
        const ticks = timer(Math.max(0, exp - reminderMs - this.now()), 1000, this.scheduler).pipe(
          map(secondsLeft),
          takeWhile((s) => s > 0, true),
          map((s): IdleSessionState =>
            s > 0 ? { status: 'reminding', secondsLeft: s } : { status: 'timedOut' },
          ),
        );
        return merge(of(ACTIVE), ticks);
      }),
    );
  }

  private keepAliveOnActivity(): Observable<number> {
    const idle = () => this.current.value.status === 'active' && this.expiresAt.value !== undefined;
    return this.deps.activity.pipe(
      filter(idle),
      throttleTime(this.timing.activityThrottleMs, this.scheduler),
      debounceTime(this.timing.keepAliveDebounceMs, this.scheduler),
      filter(idle),
      exhaustMap(() =>
        from(this.deps.keepAlive()).pipe(
          catchError(() => {
            void this.keepAliveFailed();
            return EMPTY;
          }),
        ),
      ),
    );
  }
}
