import type { SessionService } from '@tripx/application';
import { reaction } from 'mobx';
import type { TranslationLoader } from '../platform/i18n';
import { blockedBefore, resetFlow, type FlowProgressStores, type SessionSlices } from '@tripx/ui-flow';
import { CallFailed } from '../features/errors/call-failed';
import { STEP_IDS, type StepId } from '../features/routing/routes';
import type { DeferredStores, FirstStores } from './compose-stores';

/** Steps whose stores come with the later code (everything after the trip). */
const LATER_STEPS: readonly StepId[] = STEP_IDS.slice(STEP_IDS.indexOf('planSelection'));

/**
 * The purchase flow as a whole: start-up (CSRF, labels, content), which steps are open, and
 * the reset when the session ends.
 */
export class AppStore {
  private starting: Promise<void> | undefined;

  constructor(
    private readonly first: FirstStores,
    private readonly deferred: DeferredStores,
    private readonly session: SessionService,
    private readonly translations: TranslationLoader,
    private readonly slices: SessionSlices,
  ) {}

  /** The step a step's address shows: itself, or the first earlier step still to do (the flow's guard). */
  async stepShown(step: StepId): Promise<StepId> {
    // A later step needs its stores (and their code) to tell whether it may show.
    if (LATER_STEPS.includes(step)) await this.deferred.loadLater();
    return this.blockedBefore(step) ?? step;
  }

  /** A policy of the purchase this tab's quote ended in (paid here, or told by the server). */
  purchase(): string | undefined {
    return this.deferred.later?.payment.purchasedPolicy;
  }

  /**
   * A purchase's confirmation read from the server: whether it shows this session one. A read that
   * failed (offline, the server's error) says neither: it throws, for the route's error page and Retry.
   */
  async confirmationShown(policyNumber: string): Promise<boolean> {
    const { payment } = await this.deferred.loadLater();
    await payment.confirmationOpened(policyNumber);
    if (payment.confirmationFailure) throw new CallFailed(payment.confirmationFailure);
    return payment.confirmation !== undefined && payment.confirmation !== 'missing';
  }

  /**
   * Start-up, once, when the first address opens: CSRF, the labels of its language (only the quick
   * quote's when it opens on the quick quote, the others once the content is in), the content; done
   * once those labels and the content are in (the shell's banner, footer and logo come with the
   * content: the first page shows with them rather than being pushed down by them, issue 16 item 9).
   */
  ready(quoteFirst: boolean): Promise<void> {
    this.starting ??= this.start(quoteFirst);
    return this.starting;
  }

  private async start(quoteFirst: boolean): Promise<void> {
    const { page, content } = this.first;
    const csrf = this.session.start();
    // The labels do not wait for the CSRF token (GET); the quick quote shows once its own are in.
    const labels = this.translations.use(page.lang, { firstPageOnly: quoteFirst });
    // For the app's lifetime: the labels and the organization's content follow the page store.
    reaction(
      () => page.lang,
      (lang) => void this.translations.use(lang),
    );
    const loadContent = (lang: typeof page.lang, refCode: typeof page.refCode) =>
      csrf.then(() => content.load(lang, refCode));
    const firstContent = loadContent(page.lang, page.refCode);
    reaction(
      () => [page.lang, page.refCode] as const,
      ([lang, refCode]) => void loadContent(lang, refCode),
    );
    await Promise.all([labels, firstContent]);
    // The other steps' labels wait for the organization's content: fetched together, they held it
    // back (six connections to the server), and with it the need-assistance text, the page's largest paint.
    if (quoteFirst) void this.translations.use(page.lang);
    void this.deferred.loadIdleSoon().then((idle) => idle.started());
  }

  /** The first step before `step` that is not done (the flow's guard, shared with the staff app). */
  blockedBefore(step: StepId): StepId | undefined {
    return blockedBefore(this.progress, step);
  }

  private get progress(): FlowProgressStores {
    return { ...this.first, later: this.deferred.later };
  }

  /** The session ended (idle time-out or Cancel): the buyer's work is reset (spec 4.1). */
  sessionEnded(): void {
    this.slices.clearAll();
    resetFlow(this.progress);
  }

  /** After a purchase or a time-out: a new quote from the first step. */
  startOver(): void {
    this.sessionEnded();
    this.first.navigation.go('travellerDetails');
  }
}
