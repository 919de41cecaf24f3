import type { SessionService } from '@tripx/application';
import { reaction } from 'mobx';
import type { TranslationLoader } from '../platform/i18n';
import { blockedBefore, resetFlow, type FlowProgressStores, type SessionSlices } from '@tripx/ui-flow';
import { STEP_IDS, isStep, type StepId } from '../features/routing/store/routes';
import type { DeferredStores, FirstStores } from './compose-stores';

/** Steps whose stores come with the later code (everything after the trip). */
const LATER_STEPS: readonly StepId[] = STEP_IDS.slice(STEP_IDS.indexOf('planSelection'));

/**
 * The purchase flow as a whole: start-up (CSRF, address, labels, content), which steps are open, and
 * the reset when the session ends.
 */
export class AppStore {
  private readonly disposers: (() => void)[] = [];

  constructor(
    private readonly first: FirstStores,
    private readonly deferred: DeferredStores,
    private readonly session: SessionService,
    private readonly translations: TranslationLoader,
    private readonly slices: SessionSlices,
  ) {}

  /** Done once the labels of the first language are in: the app can show its first page. */
  async start(): Promise<void> {
    const { router, content } = this.first;
    router.useGuard((step) => this.blockedBefore(step));
    const csrf = this.session.start();
    // A reload on a later step needs that step's stores to tell whether it may show.
    const page = router.peekPage();
    if (isStep(page) && LATER_STEPS.includes(page)) await this.deferred.loadLater();
    this.disposers.push(router.start());
    // The labels do not wait for the CSRF token (GET); the quick quote shows once its own are in.
    const labels = this.translations.use(router.lang, { firstPageOnly: router.page === 'travellerDetails' });
    this.disposers.push(
      reaction(
        () => router.lang,
        (lang) => void this.translations.use(lang),
      ),
      reaction(
        () => [router.lang, router.refCode] as const,
        ([lang, refCode]) => void csrf.then(() => content.load(lang, refCode)),
        { fireImmediately: true },
      ),
    );
    await labels;
    void this.deferred.loadIdleSoon().then((idle) => idle.started());
  }

  stop(): void {
    this.disposers.splice(0).forEach((d) => d());
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
    this.first.router.navigate('travellerDetails');
  }
}
