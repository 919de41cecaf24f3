import type { SessionService } from '@tripx/application';
import { IdleSessionController, documentActivity, idleTimingOf } from '@tripx/ui-kit';

/**
 * The idle-session reminder of spec 4.1 for the buyer's anonymous session: keep-alive on activity, the
 * countdown before the server forgets the session (as long as the page's `tripx-idle-reminder-seconds`
 * says, the server's IDLE_REMINDER_SECONDS; 60 s by default), and at 0 the buyer's work is reset.
 */
export class IdleSessionStore {
  readonly controller: IdleSessionController;

  constructor(
    private readonly session: SessionService,
    document: Document,
    onEnded: () => void,
  ) {
    this.controller = new IdleSessionController(
      {
        keepAlive: () => this.keepAlive(),
        endSession: onEnded,
        activity: documentActivity(document),
      },
      idleTimingOf(document),
    );
  }

  /** The session's expiry as the server reports it (a keep-alive also extends it). */
  async started(): Promise<void> {
    try {
      this.controller.sessionExtended(await this.keepAlive());
    } catch {
      // Without an answer the reminder stays closed; the next activity tries again.
    }
  }

  refreshClicked(): void {
    void this.controller.refresh();
  }

  signOutClicked(): void {
    this.controller.signOut();
  }

  private async keepAlive(): Promise<number> {
    const r = await this.session.keepAlive();
    const at = r.ok ? Date.parse(r.value.sessionExpiration) : Number.NaN;
    if (!Number.isFinite(at)) throw new Error('keep-alive failed');
    return at;
  }
}
