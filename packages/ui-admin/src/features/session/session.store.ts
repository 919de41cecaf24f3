import type { AuthApi, AuthState, AuthUser } from '@tripx/application';
import type { AccessUser } from '@tripx/domain';
import {
  DEFAULT_IDLE_TIMING,
  IdleSessionController,
  documentActivity,
  type IdleSessionTiming,
  type SessionTabs,
} from '@tripx/ui-kit';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { Observable } from 'rxjs';

export type SessionStatus = 'pending' | 'anonymous' | 'signedIn' | 'failed' | 'ended';

/**
 * The signed-in user and claims as the server says (never computed here), the organization switch,
 * sign-out, and the idle-session controller of spec 4.1 while someone is signed in. With `tabs`, every
 * tab of the app shares the session: activity, the reminder's answer, time-out and sign-out in one reach
 * all; the server's expiry has the last word.
 */
export class SessionStore {
  status: SessionStatus = 'pending';
  state: AuthState = { user: null, claims: [], sessionExpiration: null };
  /** True while a sign-out, switch or token call is on its way: the full loading indicator shows. */
  busy = false;
  idle: IdleSessionController | undefined;

  constructor(
    private readonly api: AuthApi,
    private readonly activity: () => Observable<unknown> = () => documentActivity(document),
    private readonly timing: IdleSessionTiming = DEFAULT_IDLE_TIMING,
    private readonly tabs: () => SessionTabs | undefined = () => undefined,
  ) {
    makeObservable(this, {
      status: observable,
      state: observable.ref,
      busy: observable,
      idle: observable.ref,
      user: computed,
      accessUser: computed,
      accept: action,
      ended: action,
    });
  }

  get user(): AuthUser | null {
    return this.state.user;
  }

  get accessUser(): AccessUser | undefined {
    const u = this.state.user;
    return u ? { userType: u.userType, claims: this.state.claims } : undefined;
  }

  async load(): Promise<void> {
    runInAction(() => (this.status = 'pending'));
    try {
      this.accept(await this.api.user());
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }

  /** The session as the server answered it (to load(), or to the page before the app's code came). */
  accept(state: AuthState): void {
    this.state = state;
    this.status = state.user ? 'signedIn' : 'anonymous';
    if (state.user && state.sessionExpiration) this.startIdle(Date.parse(state.sessionExpiration));
  }

  private startIdle(expiresAt: number): void {
    this.idle?.stop();
    const tabs = this.tabs();
    const controller = new IdleSessionController(
      {
        keepAlive: () => this.api.keepAlive(),
        serverExpiry: () => this.serverExpiry(),
        endSession: (where) => (where === 'thisTab' ? void this.endOnServer() : this.ended()),
        activity: this.activity(),
        ...(tabs ? { tabs } : {}),
      },
      this.timing,
    );
    controller.sessionExtended(expiresAt);
    runInAction(() => (this.idle = controller));
  }

  /** The session's expiry as the server has it (reading it does not extend it); undefined when gone. */
  private async serverExpiry(): Promise<number | undefined> {
    const state = await this.api.user();
    return state.user && state.sessionExpiration ? Date.parse(state.sessionExpiration) : undefined;
  }

  /** Timed out or cancelled: the server forgets the session; the reminder stays to offer sign-in. */
  private async endOnServer(): Promise<void> {
    this.ended();
    try {
      await this.api.endSession();
    } catch {
      // Already gone on the server (expired): nothing more to end.
    }
  }

  ended(): void {
    this.status = 'ended';
    this.state = { user: null, claims: [], sessionExpiration: null };
  }

  /** Where the browser goes to finish signing out. */
  async logout(lang: string): Promise<string> {
    const type = this.state.user?.userType ?? 'CIAM_ID';
    runInAction(() => (this.busy = true));
    this.idle?.leave();
    try {
      return await this.api.logout(type, lang);
    } finally {
      runInAction(() => {
        this.busy = false;
        this.ended();
      });
    }
  }

  async switchOrganization(code: string): Promise<boolean> {
    const type = this.state.user?.userType;
    if (!type) return false;
    runInAction(() => (this.busy = true));
    try {
      await this.api.switchOrganization(type, code);
      const state = await this.api.user();
      runInAction(() => (this.state = state));
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
