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

export const DEFAULT_IDLE_TIMING: IdleSessionTiming = {
  reminderSeconds: LIMITS.idleReminderSeconds,
  keepAliveDebounceMs: LIMITS.keepAliveDebounceMs,
  activityThrottleMs: LIMITS.activityThrottleMs,
  tokenRenewalOffsetSeconds: LIMITS.tokenRenewalOffsetSeconds,
};

/** keydown and mousedown anywhere in the document: the activity spec 4.1 counts. */
export const documentActivity = (doc: Document): Observable<Event> =>
  merge(fromEvent(doc, 'keydown'), fromEvent(doc, 'mousedown'));

const ACTIVE: IdleSessionState = { status: 'active' };

/**
 * Session life in the browser (spec 4.1, 9): the reminder opens `reminderSeconds` before the session
 * expires and counts down each second; at 0 the session has timed out and `endSession` runs. Activity while
 * no reminder shows (throttled, then debounced) calls `keepAlive`; the access token is renewed
 * `tokenRenewalOffsetSeconds` before it expires. Activity does not close an open reminder: the user answers it.
 */
export class IdleSessionController {
  private readonly expiresAt = new BehaviorSubject<number | undefined>(undefined);
  private readonly tokenExpiresAt = new BehaviorSubject<number | undefined>(undefined);
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
    this.subscriptions.add(this.keepAliveOnActivity().subscribe((exp) => this.sessionExtended(exp)));
    this.subscriptions.add(this.tokenRenewal().subscribe((exp) => this.tokenRenewed(exp)));
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

  /** The access token now expires at `expiresAt` (epoch ms). */
  tokenRenewed(expiresAt: number | undefined): void {
    if (!this.ended) this.tokenExpiresAt.next(expiresAt);
  }

  /** The reminder's Refresh: keep-alive, then the reminder closes. A failed call leaves it counting. */
  async refresh(): Promise<void> {
    if (this.ended) return;
    try {
      this.sessionExtended(await this.deps.keepAlive());
    } catch {
      // The countdown goes on; at 0 the session ends as it would have.
    }
  }

  /** Cancel (or page unload): the session ends now. */
  signOut(): void {
    this.finish({ status: 'ended' });
  }

  /** Stops every timer and listener, e.g. when the app unmounts. */
  stop(): void {
    this.subscriptions.unsubscribe();
  }

  private now(): number {
    return this.scheduler.now();
  }

  private enter(state: IdleSessionState): void {
    if (state.status === 'timedOut') this.finish(state);
    else if (!this.ended) this.current.next(state);
  }

  private finish(state: IdleSessionState): void {
    if (this.ended) return;
    this.ended = true;
    this.current.next(state);
    this.stop();
    this.deps.endSession();
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
      exhaustMap(() => from(this.deps.keepAlive()).pipe(catchError(() => EMPTY))),
    );
  }

  private tokenRenewal(): Observable<number | undefined> {
    const { renewToken } = this.deps;
    if (!renewToken) return EMPTY;
    const offsetMs = this.timing.tokenRenewalOffsetSeconds * 1000;
    return this.tokenExpiresAt.pipe(
      switchMap((exp) =>
        exp === undefined ? EMPTY : timer(Math.max(0, exp - offsetMs - this.now()), this.scheduler),
      ),
      exhaustMap(() => from(renewToken()).pipe(catchError(() => EMPTY))),
    );
  }
}
