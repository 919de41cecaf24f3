import {
  buildQuoteRequest,
  quoteMembers,
  type ApiFailure,
  type CatalogueService,
  type PlanContentView,
  type QuoteMember,
  type QuoteService,
  type RecommendationResponse,
} from '@tripx/application';
import {
  calculationFailed,
  calculationStarted,
  cardValid,
  chosenPlan,
  emptyTravellerPlanState,
  mqProgressChanged,
  planSelectionSummary,
  splitCentsAsEntered,
  travellerPlans,
  travellerRemoved,
  type MqProgress,
  type PlanSelectionSummary,
  type PremiumBasis,
  type ProductCardState,
  type TravellerCategory,
  type TravellerPlanState,
} from '@tripx/domain';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { type FlowContext, formWithPlaces } from '../quote/flow-context';
import type { SessionSlices } from '../platform/session-slices';
import { MedicalQuestionnaireStore } from './medical-questionnaire.store';
import {
  cardKey,
  codeOfKey,
  deductibleAfterQuestionnaire,
  newCard,
  paxOfKey,
  planEntryOf,
  topUpEnd,
  TRIP_COST_BENEFITS,
  withLine,
  withRecommendedParameters,
  type PlanLine,
} from './plan-cards';
import { offersByCard, withOfferedInputs, type TravellerOffer } from './plan-offers';
import { persistPlanSelection, restorePlanSelection } from './plan-selection.persistence';
import { withChosenCard } from './selection-sync';

type CallState = 'idle' | 'loading' | 'fetched' | 'error';
/** The page's calls, whose failure the notice shows until the same call answers. */
type PageCall = 'contents' | 'eligibility' | 'quote';

/**
 * Plan selection (spec 4.3, 4.6, 5.3): a product card per traveller and plan, priced by the quote
 * service, chosen into the traveller plan state of the domain. In a family plan the primary's cards
 * stand for the family: one choice, one set of parameters, every rated traveller priced.
 */
export class PlanSelectionStore {
  contents: readonly PlanContentView[] = [];
  contentState: CallState = 'idle';
  quoteState: CallState = 'idle';
  /** The last failure of the page's calls (contents, eligibility, quote): Retry repeats what met it. */
  failure: ApiFailure | undefined = undefined;
  private failedCall: PageCall | undefined = undefined;
  /** What the buyer last asked of the server (opening the page, Calculate): Retry asks it again. */
  private lastAsked: () => Promise<void> = () => this.entered();
  quoteKey = '';
  /** The rate version of the last quote: the purchase is re-rated with it. */
  ratesVersion = '';
  /** The last quote's signed reference: the server keeps its price only while the quote is valid. */
  quoteRef = '';
  cards: ReadonlyMap<string, ProductCardState> = new Map();
  /** The server's eligibility answer by card key: what each traveller may buy, asked on every entry. */
  offers: ReadonlyMap<string, TravellerOffer> = new Map();
  lines: ReadonlyMap<string, PlanLine> = new Map();
  selection: TravellerPlanState = emptyTravellerPlanState;
  addons: ReadonlyMap<string, readonly string[]> = new Map();
  recommended: ReadonlyMap<number, string> = new Map();
  touched: ReadonlySet<string> = new Set();
  continueAttempted = false;
  readonly mq: MedicalQuestionnaireStore;
  private contentLang = '';

  constructor(
    private readonly ctx: FlowContext,
    private readonly catalogue: CatalogueService,
    private readonly quotes: QuoteService,
    slices: SessionSlices,
  ) {
    this.mq = new MedicalQuestionnaireStore(catalogue, ctx.lang, slices);
    makeObservable<
      PlanSelectionStore,
      'setCard' | 'applyLines' | 'applyOffers' | 'reselect' | 'rebuild' | 'asked' | 'callFailed' | 'answered'
    >(this, {
      contents: observable.ref,
      contentState: observable,
      quoteState: observable,
      failure: observable.ref,
      quoteKey: observable,
      ratesVersion: observable,
      quoteRef: observable,
      cards: observable.ref,
      offers: observable.ref,
      lines: observable.ref,
      selection: observable.ref,
      addons: observable.ref,
      recommended: observable.ref,
      touched: observable.ref,
      continueAttempted: observable,
      members: computed,
      ratedPaxIds: computed,
      shownPaxIds: computed,
      family: computed,
      planCodes: computed,
      summary: computed,
      complete: computed,
      setCard: action,
      applyLines: action,
      applyOffers: action,
      reselect: action,
      rebuild: action,
      cardChanged: action,
      selectConfirmed: action,
      deselected: action,
      addonToggled: action,
      fieldTouched: action,
      recommendationApplied: action,
      continueClicked: action,
      reset: action,
      asked: action,
      callFailed: action,
      answered: action,
    });
    this.restore(slices);
    this.mq.listen({
      progressChanged: (paxId, progress) => this.progressChanged(paxId, progress),
      completed: (paxId) => void this.questionnaireCompleted(paxId),
    });
  }

  get members(): readonly QuoteMember[] {
    return quoteMembers(this.ctx.form(), this.ctx.today());
  }

  get ratedPaxIds(): readonly number[] {
    return this.members.filter((m) => !m.dependent).map((m) => m.referenceNumber);
  }

  get formCategory(): TravellerCategory | '' {
    return this.ctx.form().travellerCategory;
  }

  get family(): boolean {
    return this.ctx.form().familyPlans === 'true';
  }

  /** Travellers who get cards: the primary stands for a family. */
  get shownPaxIds(): readonly number[] {
    return this.family ? this.ratedPaxIds.slice(0, 1) : this.ratedPaxIds;
  }

  /** Plans of the traveller category (a super-visa applicant sees only the plans that allow it). */
  get planCodes(): readonly string[] {
    const form = this.ctx.form();
    return this.contents
      .filter((p) => form.travellerCategory !== '' && p.categories.includes(form.travellerCategory))
      .filter((p) => !(form.familyPlans === 'true' && !p.familyOffered))
      .map((p) => p.code);
  }

  /** The eligibility answer for everyone a card covers (a family's card covers every rated traveller). */
  offersFor(key: string): readonly TravellerOffer[] {
    const paxes = this.family ? this.ratedPaxIds : [paxOfKey(key)];
    return paxes.flatMap((p) => {
      const offer = this.offers.get(cardKey(p, codeOfKey(key)));
      return offer ? [offer] : [];
    });
  }

  contentOf(code: string): PlanContentView | undefined {
    return this.contents.find((p) => p.code === code);
  }

  get summary(): PlanSelectionSummary {
    return planSelectionSummary(this.selection);
  }

  /** Every rated traveller has a plan whose card is complete and priced (spec 5.3). */
  get complete(): boolean {
    return (
      this.ratedPaxIds.length > 0 &&
      this.ratedPaxIds.every((p) => chosenPlan(travellerPlans(this.selection, p)) !== undefined) &&
      this.shownPaxIds.every((p) =>
        [...this.cards.entries()].some(([k, c]) => paxOfKey(k) === p && c.selected && cardValid(c)),
      )
    );
  }

  /** The chosen plan of a rated traveller as the purchase sends it: parameters and chosen add-ons only. */
  purchasePlanFor(paxId: number) {
    const code = chosenPlan(travellerPlans(this.selection, paxId))?.code;
    const shown = this.family ? this.shownPaxIds[0] : paxId;
    const key = code && shown !== undefined ? cardKey(shown, code) : undefined;
    const card = key ? this.cards.get(key) : undefined;
    if (!card || !key) return undefined;
    const entry = this.entryFor(paxId, card);
    const chosen = this.addons.get(key) ?? [];
    return {
      ...entry,
      optionalBenefits: (entry.optionalBenefits ?? []).filter((b) => chosen.includes(b.code)),
    };
  }

  /** The server's line of a rated traveller's chosen plan: its coverage and deductible as priced. */
  chosenLine(paxId: number): PlanLine | undefined {
    const code = chosenPlan(travellerPlans(this.selection, paxId))?.code;
    return code ? this.lines.get(cardKey(paxId, code)) : undefined;
  }

  /**
   * What a traveller's line of the selection is priced on (an agency shows it, spec 6): the chosen
   * card's coverage amount for its plan; the trip cost for trip cancellation, unless the line is a
   * family member's (priced on a share of the trip, with the dependants' on the first line).
   */
  premiumBasis(paxId: number, code: string, parentCode?: string): PremiumBasis | undefined {
    const shown = this.family ? this.shownPaxIds[0] : paxId;
    const card = shown === undefined ? undefined : this.cards.get(cardKey(shown, parentCode ?? code));
    if (!card) return undefined;
    if (!parentCode)
      return card.needs.coverageAmount
        ? { kind: 'coverage', dollars: card.inputs.coverageAmount }
        : undefined;
    if (!TRIP_COST_BENEFITS.includes(code) || this.family || card.inputs.tripCost === '') return undefined;
    return { kind: 'tripCost', cents: Number(card.inputs.tripCost) * 100 };
  }

  /**
   * What an add-on of a card adds for everyone the card covers, as the server priced it: in a family, the
   * sum of its line on every rated traveller (the dependants' trip costs ride on the first one's).
   */
  addonTotal(key: string, code: string): number | undefined {
    const paxes = this.family ? this.ratedPaxIds : [paxOfKey(key)];
    const lines = paxes.map((p) =>
      this.lines.get(cardKey(p, codeOfKey(key)))?.benefits.find((b) => b.code === code),
    );
    if (lines.some((b) => b?.status !== 'PRICED')) return undefined;
    return lines.reduce((sum, b) => sum + (b?.totalCents ?? 0), 0);
  }

  /**
   * A family's card holds the trip cost of the whole trip; each member, dependants included, is quoted
   * and bought with their share of it (on their own lines): the cost they entered on the quote form, in
   * proportion when the card's total changed (`splitCentsAsEntered`). Undefined when the card has no
   * trip cost or the plan is not a family's.
   */
  private tripCostShares(card: ProductCardState): ReadonlyMap<number, number> | undefined {
    if (!this.family || !card.needs.tripCost || card.inputs.tripCost === '') return undefined;
    const members = this.members;
    const shares = splitCentsAsEntered(
      Number(card.inputs.tripCost) * 100,
      members.map((m) => m.tripCostCents),
    );
    return new Map(members.map((m, i) => [m.referenceNumber, shares[i] ?? 0]));
  }

  /** The plan entry of a card for one rated traveller: a family member's own share of the trip cost. */
  private entryFor(paxId: number, card: ProductCardState) {
    const entry = planEntryOf(card, this.contentOf(card.code));
    const share = this.tripCostShares(card)?.get(paxId);
    return share === undefined
      ? entry
      : { ...entry, tripPreference: { ...entry.tripPreference, tripCostCents: share } };
  }

  /** A request with the dependants' shares of the family card's trip cost (what the quote priced). */
  withDependantTripCosts<R extends { readonly dependents?: readonly { readonly referenceNumber: number }[] }>(
    request: R,
  ): R {
    const code = chosenPlan(travellerPlans(this.selection, this.shownPaxIds[0] ?? 0))?.code;
    const card = code ? this.cards.get(cardKey(this.shownPaxIds[0] ?? 0, code)) : undefined;
    return this.dependantTripCosts(request, card);
  }

  private dependantTripCosts<
    R extends { readonly dependents?: readonly { readonly referenceNumber: number }[] },
  >(request: R, card: ProductCardState | undefined): R {
    const shares = card ? this.tripCostShares(card) : undefined;
    if (!shares || !request.dependents) return request;
    return {
      ...request,
      dependents: request.dependents.map((d) => ({
        ...d,
        tripCostCents: shares.get(d.referenceNumber) ?? 0,
      })),
    };
  }

  /** The end date the chosen top-up card priced (undefined for other categories). */
  get purchaseEndDate() {
    const primary = this.shownPaxIds[0];
    return primary === undefined ? undefined : topUpEnd(this.cards.get(cardKey(primary, 'SEMTUH')));
  }

  /**
   * The page opens: plan content in the language, then eligibility first — asked again every time, so
   * nothing stays "not available" once the travellers or the trip change, nor after a reload — and the
   * cards priced: all of them when the trip changed, otherwise those the answer moved or left unpriced.
   */
  async entered(): Promise<void> {
    this.asked(() => this.entered());
    await this.loadContents();
    const key = JSON.stringify(formWithPlaces(this.ctx));
    const changed = key !== this.quoteKey || this.cards.size === 0;
    if (changed) this.rebuild(key);
    await this.askEligibility();
    if (changed) {
      await this.priceAll();
      return;
    }
    const stale = [...this.cards]
      .filter(([k, c]) => c.premium === undefined || this.lines.get(k)?.status !== 'PRICED')
      .map(([k]) => codeOfKey(k));
    if (stale.length > 0) await this.price([...new Set(stale)], this.purchaseEndDate);
  }

  /**
   * A saved quote reopened from its link: its cards and chosen plans hold the prices of the day it was
   * saved, and its signed reference has expired. Every card is priced again at today's rates
   * (eligibility first), so the cards, the summary and the purchase carry today's figures.
   */
  async quoteReopened(): Promise<void> {
    await this.loadContents();
    await this.askEligibility();
    await this.priceAll();
  }

  /** A card's parameters changed (masked and checked by the domain's card functions). */
  cardChanged(key: string, change: (card: ProductCardState) => ProductCardState): void {
    const card = this.cards.get(key);
    if (!card) return;
    const next = change(card);
    this.setCard(key, next);
    // A chosen plan whose parameters changed waits for Calculate before it counts again.
    if (card.selected && next.premium === undefined)
      this.forEachMember(key, (p) => (this.selection = travellerRemoved(this.selection, p)));
  }

  fieldTouched(key: string, field: string): void {
    this.touched = new Set([...this.touched, `${key}:${field}`]);
  }

  /** Calculate: the card's plan priced for every traveller, with its parameters (spec 4.3). */
  async calculateClicked(key: string): Promise<void> {
    const card = this.cards.get(key);
    if (!card) return;
    const started = calculationStarted(card);
    if (started === card) return;
    this.asked(() => this.calculateClicked(key));
    this.setCard(key, started);
    await Promise.all([this.price([codeOfKey(key)], topUpEnd(started)), this.askEligibility(false)]);
    // No line came back for the card (a refused request, a lost connection): the spinner stops.
    const after = this.cards.get(key);
    if (after?.calculating) this.setCard(key, calculationFailed(after));
    this.reselect(key);
  }

  /** Retry, after a failed call: what the buyer last asked is asked again, with what they typed. */
  retryClicked(): Promise<void> {
    return this.lastAsked();
  }

  /** A new request of the buyer's: an earlier failure no longer stands. */
  private asked(again: () => Promise<void>): void {
    this.lastAsked = again;
    this.failure = undefined;
    this.failedCall = undefined;
  }

  private callFailed(failure: ApiFailure, call: PageCall): void {
    this.failure = failure;
    this.failedCall = call;
  }

  /**
   * A call answered: the failure of an earlier call of the same kind no longer stands (a price after
   * the recommendation, the questionnaire…). Another kind's failure stays: eligibility is asked
   * alongside a price, and one answering does not mend the other.
   */
  private answered(call: PageCall): void {
    if (this.failedCall === call) this.failure = undefined;
  }

  /** The plan was chosen (after the eligibility agreement): it replaces the traveller's products. */
  selectConfirmed(key: string): void {
    const pax = paxOfKey(key);
    for (const [k, c] of this.cards)
      if (paxOfKey(k) === pax && k !== key && c.selected) this.setCard(k, { ...c, selected: false });
    const card = this.cards.get(key);
    if (card) this.setCard(key, { ...card, selected: true });
    this.reselect(key);
  }

  deselected(key: string): void {
    const card = this.cards.get(key);
    if (card)
      this.setCard(key, { ...card, selected: false, eligibilityModal: { open: false, agreed: false } });
    this.forEachMember(key, (p) => (this.selection = travellerRemoved(this.selection, p)));
    this.addons = new Map([...this.addons].filter(([k]) => k !== key));
  }

  /** An add-on's toggle: priced per traveller, kept only with its plan (spec 4.6). */
  addonToggled(key: string, code: string, on: boolean): void {
    const chosen = this.addons.get(key) ?? [];
    this.addons = new Map([
      ...this.addons,
      [key, on ? [...new Set([...chosen, code])] : chosen.filter((c) => c !== code)],
    ]);
    this.reselect(key);
  }

  /** The recommendation marks a plan per traveller and takes its parameters (spec 7.3). */
  recommendationApplied(response: RecommendationResponse): void {
    const marks = new Map<number, string>();
    for (const pax of response.paxes) {
      if (!pax.planCode) continue;
      marks.set(pax.referenceNumber, pax.planCode);
      const key = cardKey(pax.referenceNumber, pax.planCode);
      const card = this.cards.get(key);
      if (!card || card.selected) continue;
      this.setCard(key, withRecommendedParameters(card, pax.tripPreference));
      if (pax.optionalBenefits.length > 0)
        this.addons = new Map([...this.addons, [key, [...pax.optionalBenefits]]]);
    }
    this.recommended = marks;
    void this.price([...new Set(marks.values())]);
  }

  continueClicked(): boolean {
    this.continueAttempted = true;
    return this.complete;
  }

  reset(): void {
    this.quoteKey = '';
    this.cards = new Map();
    this.offers = new Map();
    this.lines = new Map();
    this.selection = emptyTravellerPlanState;
    this.addons = new Map();
    this.recommended = new Map();
    this.touched = new Set();
    this.continueAttempted = false;
    this.failure = undefined;
    this.failedCall = undefined;
    this.mq.reset();
  }

  /** The questionnaire's answers are in: the traveller's cards are priced with them. */
  private async questionnaireCompleted(paxId: number): Promise<void> {
    for (const [k, c] of this.cards) {
      const content = this.contentOf(c.code);
      if (paxOfKey(k) === paxId && c.mq.required && content)
        this.setCard(k, { ...c, inputs: deductibleAfterQuestionnaire(c, content), premium: undefined });
    }
    await this.price(this.planCodes);
  }

  private progressChanged(paxId: number, progress: MqProgress): void {
    for (const [k, c] of this.cards)
      if (this.coversPax(k, paxId) && c.mq.required) this.setCard(k, mqProgressChanged(c, progress));
  }

  private coversPax(key: string, paxId: number): boolean {
    return paxOfKey(key) === paxId || (this.family && paxOfKey(key) === this.shownPaxIds[0]);
  }

  private async loadContents(): Promise<void> {
    const lang = this.ctx.lang();
    if (this.contentLang === lang && this.contentState === 'fetched') return;
    this.contentLang = lang;
    runInAction(() => (this.contentState = 'loading'));
    const r = await this.catalogue.plans(lang);
    runInAction(() => {
      if (this.contentLang !== lang) return;
      if (r.ok) this.contents = r.value;
      else this.callFailed(r.failure, 'contents');
      this.contentState = r.ok ? 'fetched' : 'error';
    });
  }

  private rebuild(key: string): void {
    const form = this.ctx.form();
    const cards = new Map<string, ProductCardState>();
    // A family's one card holds the whole trip's cost; a traveller's own card their share of it.
    const wholeTrip = this.members.reduce((sum, m) => sum + m.tripCostCents, 0);
    for (const m of this.members.filter((x) => this.shownPaxIds.includes(x.referenceNumber)))
      for (const code of this.planCodes) {
        const content = this.contentOf(code);
        if (content)
          cards.set(
            cardKey(m.referenceNumber, code),
            newCard(content, form, this.family ? wholeTrip : m.tripCostCents, this.ctx.today()),
          );
      }
    this.quoteKey = key;
    this.cards = cards;
    this.offers = new Map();
    this.lines = new Map();
    this.selection = emptyTravellerPlanState;
    this.addons = new Map();
    this.recommended = new Map();
    this.touched = new Set();
  }

  private priceAll(): Promise<boolean> {
    return this.price(this.planCodes, this.purchaseEndDate);
  }

  /**
   * The eligibility of every plan for every rated traveller, asked with the cards' entries (their trip
   * costs decide trip cancellation). On entry (`adjust`), a card whose parameters name a value the
   * answer no longer offers takes the nearest offered one and waits for its price.
   */
  private async askEligibility(adjust = true): Promise<void> {
    const request = this.requestFor(this.planCodes, this.purchaseEndDate);
    if (!request) return;
    const r = await this.quotes.eligibility(request);
    if (!r.ok) return this.callFailed(r.failure, 'eligibility');
    this.answered('eligibility');
    this.applyOffers(offersByCard(r.value), adjust);
  }

  private applyOffers(offers: ReadonlyMap<string, TravellerOffer>, adjust: boolean): void {
    this.offers = offers;
    if (!adjust) return;
    for (const [key, card] of this.cards) {
      const next = withOfferedInputs(card, this.offersFor(key));
      if (next !== card) this.cardChanged(key, () => next);
    }
  }

  /** The quote request for the given plans of every rated traveller, with the dependants' trip costs. */
  private requestFor(codes: readonly string[], endDate?: ReturnType<typeof topUpEnd>) {
    const cardOf = (pax: number, code: string) =>
      this.cards.get(cardKey(this.family ? (this.shownPaxIds[0] ?? pax) : pax, code));
    const request = buildQuoteRequest(formWithPlaces(this.ctx), {
      lang: this.ctx.lang(),
      today: this.ctx.today(),
      ...(endDate ? { endDate } : {}),
      plansFor: (pax) =>
        codes.flatMap((code) => {
          const card = cardOf(pax, code);
          return card ? [this.entryFor(pax, card)] : [];
        }),
      medicalQuestionnairesFor: (pax) => this.mq.answersFor(pax),
    });
    if (!request || request.paxes.every((p) => p.plans.length === 0)) return undefined;
    // The dependants' shares are the request's, not a plan's: those of the chosen card, else the first.
    const familyCards = codes.map((code) => cardOf(this.shownPaxIds[0] ?? 0, code));
    const shared = familyCards.find((c) => c?.selected) ?? familyCards[0];
    return this.dependantTripCosts(request, shared);
  }

  /** One quote call for the given plans of every rated traveller; the answer updates their cards. */
  private async price(codes: readonly string[], endDate?: ReturnType<typeof topUpEnd>): Promise<boolean> {
    const request = this.requestFor(codes, endDate);
    if (!request) return false;
    runInAction(() => (this.quoteState = 'loading'));
    const r = await this.quotes.quote(request);
    runInAction(() => (this.quoteState = r.ok ? 'fetched' : 'error'));
    if (!r.ok) {
      this.callFailed(r.failure, 'quote');
      return false;
    }
    runInAction(() => {
      this.answered('quote');
      this.ratesVersion = r.value.ratesVersion;
      this.quoteRef = r.value.quoteRef ?? '';
    });
    this.applyLines(r.value.paxes.flatMap((p) => p.plans.map((line) => ({ pax: p.referenceNumber, line }))));
    return true;
  }

  private applyLines(priced: readonly { pax: number; line: PlanLine }[]): void {
    const lines = new Map(this.lines);
    for (const { pax, line } of priced) lines.set(cardKey(pax, line.code), line);
    this.lines = lines;
    for (const code of new Set(priced.map((p) => p.line.code)))
      for (const pax of this.shownPaxIds) {
        const key = cardKey(pax, code);
        const card = this.cards.get(key);
        const line = lines.get(key);
        if (!card || !line) continue;
        const familyTotal = this.family
          ? this.ratedPaxIds.reduce((sum, p) => sum + (lines.get(cardKey(p, code))?.totalCents ?? 0), 0)
          : undefined;
        this.setCard(key, withLine(card, line, familyTotal));
        if (card.selected) this.reselect(key);
      }
  }

  /** The traveller plan state follows a chosen card: its plan, add-ons and parameters, per member. */
  private reselect(key: string): void {
    const card = this.cards.get(key);
    if (!card?.selected || card.premium === undefined) return;
    const code = codeOfKey(key);
    this.forEachMember(key, (paxId) => {
      this.selection = withChosenCard(this.selection, {
        paxId,
        age: this.members.find((m) => m.referenceNumber === paxId)?.age,
        card,
        line: this.lines.get(cardKey(paxId, code)),
        addons: this.addons.get(key) ?? [],
        content: this.contentOf(code),
      });
    });
  }

  private forEachMember(key: string, act: (pax: number) => void): void {
    for (const pax of this.family ? this.ratedPaxIds : [paxOfKey(key)]) act(pax);
  }

  private setCard(key: string, card: ProductCardState): void {
    this.cards = new Map([...this.cards, [key, card]]);
  }

  private restore(slices: SessionSlices): void {
    const saved = restorePlanSelection(slices);
    if (saved) Object.assign(this, saved);
    persistPlanSelection(slices, () => this);
  }
}
