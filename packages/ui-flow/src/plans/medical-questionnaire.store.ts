import type { CatalogueService, MedicalQuestionnaireResponse } from '@tripx/application';
import type { Language, MqProgress, PlanClass } from '@tripx/domain';
import * as t from 'io-ts';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { SessionSlices } from '../platform/session-slices';

const PaxAnswers = t.type({
  planClass: t.keyof({ OCM: null, NAQC: null, VTC: null }),
  answers: t.record(t.string, t.string),
  declaration: t.boolean,
  completed: t.boolean,
});
export const MedQuestionnaireSlice = t.type({ byPax: t.record(t.string, PaxAnswers) });
type PaxAnswers = t.TypeOf<typeof PaxAnswers>;

/** What the questionnaire tells the cards: its progress, and when it is done, to price again. */
export interface QuestionnaireListener {
  progressChanged(paxId: number, progress: MqProgress): void;
  completed(paxId: number): void;
}

export type MqAnswersBody = {
  planClass: PlanClass;
  answers: { key: string; answer: string }[];
  declaration: boolean;
};

/**
 * The medical questionnaire (spec 3, 4.3): a modal of pages of questions for one traveller. Its answers
 * go with every later quote of that traveller, which answers eligible, not eligible or undetermined.
 */
export class MedicalQuestionnaireStore {
  openFor: number | undefined = undefined;
  questionnaire: MedicalQuestionnaireResponse | undefined = undefined;
  loading = false;
  failed = false;
  byPax: Readonly<Record<string, PaxAnswers>> = {};
  submitAttempted = false;
  private listener: QuestionnaireListener | undefined;

  constructor(
    private readonly catalogue: CatalogueService,
    private readonly lang: () => Language,
    slices: SessionSlices,
  ) {
    makeObservable<MedicalQuestionnaireStore, 'setAnswers'>(this, {
      openFor: observable,
      questionnaire: observable.ref,
      loading: observable,
      failed: observable,
      byPax: observable.ref,
      submitAttempted: observable,
      current: computed,
      unanswered: computed,
      canSubmit: computed,
      setAnswers: action,
      answerChosen: action,
      declarationChanged: action,
      closed: action,
      reset: action,
    });
    this.byPax = slices.load('medQuestionnaire', MedQuestionnaireSlice)?.byPax ?? {};
    slices.persist('medQuestionnaire', () => ({ byPax: this.byPax }));
  }

  listen(listener: QuestionnaireListener): void {
    this.listener = listener;
  }

  get current(): PaxAnswers | undefined {
    return this.openFor === undefined ? undefined : this.byPax[String(this.openFor)];
  }

  /** Questions of the open questionnaire still without an answer. */
  get unanswered(): readonly string[] {
    const answers = this.current?.answers ?? {};
    return (this.questionnaire?.pages ?? [])
      .flatMap((p) => p.sections.flatMap((s) => s.questions.map((q) => q.questionKey)))
      .filter((k) => !answers[k]);
  }

  get canSubmit(): boolean {
    return (
      this.questionnaire !== undefined && this.unanswered.length === 0 && this.current?.declaration === true
    );
  }

  /** Take (or edit) the questionnaire for a traveller: it opens and its progress is STARTED. */
  async takeClicked(paxId: number, planClass: PlanClass): Promise<void> {
    runInAction(() => {
      this.openFor = paxId;
      this.submitAttempted = false;
      this.loading = true;
      this.failed = false;
      const previous = this.byPax[String(paxId)];
      if (!previous || previous.planClass !== planClass)
        this.setAnswers(paxId, { planClass, answers: {}, declaration: false, completed: false });
    });
    this.listener?.progressChanged(paxId, 'STARTED');
    const r = await this.catalogue.medicalQuestionnaire(planClass, this.lang());
    runInAction(() => {
      this.loading = false;
      this.questionnaire = r.ok ? r.value : undefined;
      this.failed = !r.ok;
    });
  }

  answerChosen(questionKey: string, answer: string): void {
    const current = this.current;
    if (!current || this.openFor === undefined) return;
    this.setAnswers(this.openFor, {
      ...current,
      answers: { ...current.answers, [questionKey]: answer },
      completed: false,
    });
    this.listener?.progressChanged(this.openFor, 'IN_PROGRESS');
  }

  declarationChanged(declared: boolean): void {
    const current = this.current;
    if (current && this.openFor !== undefined)
      this.setAnswers(this.openFor, { ...current, declaration: declared });
  }

  /** Submit: every question answered and the declaration made; the cards are priced again. */
  submitClicked(): boolean {
    this.submitAttempted = true;
    const paxId = this.openFor;
    const current = this.current;
    if (!this.canSubmit || paxId === undefined || !current) return false;
    this.setAnswers(paxId, { ...current, completed: true });
    this.openFor = undefined;
    this.listener?.progressChanged(paxId, 'COMPLETED');
    this.listener?.completed(paxId);
    return true;
  }

  closed(): void {
    this.openFor = undefined;
  }

  /** The answers a quote sends for a traveller (only a completed questionnaire). */
  answersFor(paxId: number): MqAnswersBody[] {
    const a = this.byPax[String(paxId)];
    if (!a?.completed) return [];
    return [
      {
        planClass: a.planClass,
        answers: Object.entries(a.answers).map(([key, answer]) => ({ key, answer })),
        declaration: a.declaration,
      },
    ];
  }

  reset(): void {
    this.byPax = {};
    this.openFor = undefined;
  }

  private setAnswers(paxId: number, answers: PaxAnswers): void {
    this.byPax = { ...this.byPax, [String(paxId)]: answers };
  }
}
