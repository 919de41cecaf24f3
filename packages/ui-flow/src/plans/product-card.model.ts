import {
  calculateEnabled,
  cardOptionPicked,
  cardParameterErrors,
  cardSelectClicked,
  cardTextInputChanged,
  eligibilityAgreementChanged,
  eligibilityModalDismissed,
  eligibilitySelectEnabled,
  mqDisplay,
  mqMessageCode,
  parametersVisible,
  premiumLine as premiumLineOf,
  rescissionNoticeApplies,
  type FieldError,
  type Language,
  type MqDisplay,
  type PremiumDisplay,
  type PremiumLine,
  type ProductCardState,
  type ProductCardVariant,
} from '@tripx/domain';
import { computed, makeObservable } from 'mobx';
import { planClassOf } from '../quote/flow-context';
import { codeOfKey, paxOfKey, TRIP_COST_BENEFITS, type PlanLine } from './plan-cards';
import {
  addonRefusals,
  optionAvailability,
  planRefusals,
  type OptionAvailability,
  type TravellerReasons,
} from './plan-offers';
import type { PlanSelectionStore } from './plan-selection.store';

export interface AddonView {
  readonly code: string;
  readonly name: string;
  readonly summary: string;
  readonly rider: boolean;
  readonly premiumCents: number | undefined;
  /** Its price as the organization shows it: trip cancellation with its trip cost for an agency. */
  readonly premiumLine: PremiumLine;
  readonly checked: boolean;
  /** Add-ons go with a chosen, priced plan (spec 4.6). */
  readonly disabled: boolean;
  /** Why it cannot be added: the eligibility answer's reasons per traveller, else the priced line's. */
  readonly refusals: readonly TravellerReasons[];
}

export type PdfKind = 'policy' | 'product' | 'factSheet' | 'noticeOfRescission';

/** What a product card shows and what it can do (spec 4.3); the view renders it and forwards events. */
export interface ProductCardView {
  readonly key: string;
  readonly code: string;
  readonly name: string;
  readonly summary: string;
  readonly details: string;
  readonly eligibility: string;
  readonly exclusion: string;
  readonly variant: ProductCardVariant;
  readonly recommended: boolean;
  readonly selected: boolean;
  readonly state: ProductCardState;
  /** The travellers the plan is refused to, and why (rating reason codes), besides the questionnaire. */
  readonly refusals: readonly TravellerReasons[];
  readonly mqDisplay: MqDisplay;
  readonly mqMessage: string | undefined;
  readonly parametersVisible: boolean;
  /** Each value offered to everyone the card covers, or why not per traveller (the eligibility answer). */
  readonly deductibleOptions: readonly OptionAvailability[];
  readonly coverageOptions: readonly OptionAvailability[];
  readonly daysPerTripOptions: readonly OptionAvailability[];
  readonly topUp: boolean;
  /** The card stands for a family: its trip cost is the whole trip's, its prices everyone's. */
  readonly family: boolean;
  readonly errors: ReadonlyMap<string, FieldError>;
  readonly calculateEnabled: boolean;
  readonly calculating: boolean;
  readonly premiumCents: number | undefined;
  /** The premium as the organization's category shows it (spec 6): with its coverage for an agency. */
  readonly premiumLine: PremiumLine;
  readonly canSelect: boolean;
  readonly addons: readonly AddonView[];
  readonly pdfLinks: readonly { readonly kind: PdfKind; readonly href: string }[];
  readonly eligibilitySelectEnabled: boolean;
  selectClicked(): void;
  eligibilityAgreed(agreed: boolean): void;
  eligibilityConfirmed(): void;
  eligibilityDismissed(): void;
  optionPicked(option: 'deductible' | 'coverageAmount', value: number): void;
  tripDaysChanged(text: string): void;
  tripCostChanged(text: string): void;
  fieldBlurred(field: string): void;
  calculateClicked(): void;
  addonToggled(code: string, on: boolean): void;
  takeQuestionnaireClicked(): void;
}

/** Where product documents are published (a path per language, plan and document). */
export const productPdfHref = (lang: Language, code: string, kind: PdfKind): string =>
  `/documents/${lang}/${code.toLowerCase()}-${kind}.pdf`;

/** One card of the plan-selection store as the view needs it. */
export class ProductCardModel implements ProductCardView {
  constructor(
    private readonly store: PlanSelectionStore,
    readonly key: string,
    private readonly lang: () => Language,
    private readonly province: () => string,
    private readonly premiumDisplay: () => PremiumDisplay = () => 'premium',
  ) {
    makeObservable(this, {
      state: computed,
      line: computed,
      errors: computed,
      addons: computed,
      refusals: computed,
      deductibleOptions: computed,
      coverageOptions: computed,
      daysPerTripOptions: computed,
    });
  }

  get state(): ProductCardState {
    return this.store.cards.get(this.key) as ProductCardState;
  }
  get line(): PlanLine | undefined {
    return this.store.lines.get(this.key);
  }
  private get content() {
    return this.store.contentOf(this.code);
  }
  get code(): string {
    return codeOfKey(this.key);
  }
  get name(): string {
    return this.content?.name ?? this.code;
  }
  get summary(): string {
    return this.content?.summary ?? '';
  }
  get details(): string {
    return this.content?.details ?? '';
  }
  get eligibility(): string {
    return this.content?.eligibility ?? '';
  }
  get exclusion(): string {
    return this.content?.exclusion ?? '';
  }
  get variant(): ProductCardVariant {
    return this.state.variant;
  }
  get recommended(): boolean {
    return this.store.recommended.get(paxOfKey(this.key)) === this.code;
  }
  get selected(): boolean {
    return this.state.selected;
  }
  /**
   * From the eligibility answer once it is in (asked on every entry, so a refusal recovers when the
   * travellers or the trip change); before it, from the priced line. A refusal by one option only is
   * not the plan's: the option is disabled with its reasons instead.
   */
  get refusals(): readonly TravellerReasons[] {
    const offers = this.store.offersFor(this.key);
    if (offers.length > 0) return planRefusals(offers);
    const l = this.line;
    const reasons = l && l.status !== 'PRICED' ? l.reasons.filter((r) => !r.startsWith('mq')) : [];
    return reasons.length > 0 ? [this.ownReasons(reasons)] : [];
  }
  /** Reasons of the card's own traveller (the priced line's, before the eligibility answer). */
  private ownReasons(reasons: readonly string[]): TravellerReasons {
    const paxId = paxOfKey(this.key);
    return { paxId, age: this.store.members.find((m) => m.referenceNumber === paxId)?.age ?? 0, reasons };
  }
  get mqDisplay(): MqDisplay {
    return mqDisplay(this.state);
  }
  get mqMessage(): string | undefined {
    return mqMessageCode(this.state);
  }
  get parametersVisible(): boolean {
    return parametersVisible(this.state);
  }
  get deductibleOptions(): readonly OptionAvailability[] {
    const values = this.state.needs.deductible ? (this.content?.deductibles ?? []) : [];
    return optionAvailability(this.store.offersFor(this.key), 'deductible', values);
  }
  get coverageOptions(): readonly OptionAvailability[] {
    const values = this.state.needs.coverageAmount ? (this.content?.coverageAmounts ?? []) : [];
    return optionAvailability(this.store.offersFor(this.key), 'coverageAmount', values);
  }
  get daysPerTripOptions(): readonly OptionAvailability[] {
    const values = this.state.needs.tripDays && !this.state.topUp ? (this.content?.tripDays ?? []) : [];
    return optionAvailability(this.store.offersFor(this.key), 'daysPerTrip', values);
  }
  get topUp(): boolean {
    return this.state.topUp !== undefined && this.state.needs.tripDays;
  }
  get family(): boolean {
    return this.store.family;
  }
  /** Parameter errors after the field was touched, or all of them after Continue (spec 5.6). */
  get errors(): ReadonlyMap<string, FieldError> {
    const shown = new Map<string, FieldError>();
    for (const e of cardParameterErrors(this.state)) {
      const always =
        e.code === 'mqDeductibleRequired' ||
        e.code === 'topUpDaysExceedMax' ||
        e.code === 'tripCostExceedsMax';
      if (
        (always || this.store.continueAttempted || this.store.touched.has(`${this.key}:${e.field}`)) &&
        !shown.has(e.field)
      )
        shown.set(e.field, e);
    }
    return shown;
  }
  get calculateEnabled(): boolean {
    return calculateEnabled(this.state) && this.state.premium === undefined;
  }
  get calculating(): boolean {
    return this.state.calculating;
  }
  get premiumCents(): number | undefined {
    return this.state.premium;
  }
  get premiumLine(): PremiumLine {
    const { needs, inputs } = this.state;
    return premiumLineOf(
      this.premiumDisplay(),
      this.state.premium,
      needs.coverageAmount ? { kind: 'coverage', dollars: inputs.coverageAmount } : undefined,
    );
  }
  /** The trip cost the card's add-ons are priced on (the whole trip's for a family), as entered. */
  private get tripCostCents(): number | undefined {
    return this.state.inputs.tripCost === '' ? undefined : Number(this.state.inputs.tripCost) * 100;
  }
  get canSelect(): boolean {
    return this.state.selected || (this.state.premium !== undefined && this.refusals.length === 0);
  }
  get eligibilitySelectEnabled(): boolean {
    return eligibilitySelectEnabled(this.state);
  }
  get addons(): readonly AddonView[] {
    const chosen = this.store.addons.get(this.key) ?? [];
    return (this.content?.benefits ?? [])
      .filter((b) => b.type !== 'MANDATORY')
      .map((b) => {
        const priced = this.line?.benefits.find((x) => x.code === b.code);
        const refused = addonRefusals(this.store.offersFor(this.key), b.code);
        const ok = priced?.status === 'PRICED' && refused.length === 0;
        const lineReasons = ok || !priced ? [] : [...priced.reasons];
        const premiumCents = ok ? this.store.addonTotal(this.key, b.code) : undefined;
        return {
          code: b.code,
          name: b.name,
          summary: b.summary,
          rider: b.type === 'RIDER',
          // For everyone the card covers: a family's add-on costs its line on each rated traveller.
          premiumCents,
          premiumLine: premiumLineOf(
            this.premiumDisplay(),
            premiumCents,
            TRIP_COST_BENEFITS.includes(b.code) ? { kind: 'tripCost', cents: this.tripCostCents } : undefined,
          ),
          checked: chosen.includes(b.code),
          disabled: !ok || !this.state.selected || this.state.premium === undefined,
          refusals: refused.length > 0 || lineReasons.length === 0 ? refused : [this.ownReasons(lineReasons)],
        };
      });
  }
  get pdfLinks() {
    const kinds: PdfKind[] = ['policy', 'product', 'factSheet'];
    if (rescissionNoticeApplies(this.province())) kinds.push('noticeOfRescission');
    return kinds.map((kind) => ({ kind, href: productPdfHref(this.lang(), this.code, kind) }));
  }

  selectClicked(): void {
    const next = cardSelectClicked(this.state);
    if (!next.selected) this.store.deselected(this.key);
    else if (!next.eligibilityModal.open) this.store.selectConfirmed(this.key);
    if (next.eligibilityModal.open) this.store.cardChanged(this.key, () => next);
  }
  eligibilityAgreed(agreed: boolean): void {
    this.store.cardChanged(this.key, (c) => eligibilityAgreementChanged(c, agreed));
  }
  eligibilityConfirmed(): void {
    if (this.eligibilitySelectEnabled) {
      this.store.cardChanged(this.key, (c) => ({ ...c, eligibilityModal: { open: false, agreed: false } }));
      this.store.selectConfirmed(this.key);
    }
  }
  eligibilityDismissed(): void {
    this.store.cardChanged(this.key, eligibilityModalDismissed);
  }
  optionPicked(option: 'deductible' | 'coverageAmount', value: number): void {
    this.store.cardChanged(this.key, (c) => cardOptionPicked(c, option, value));
    this.store.fieldTouched(this.key, option);
  }
  tripDaysChanged(text: string): void {
    this.store.cardChanged(this.key, (c) => cardTextInputChanged(c, 'tripDays', text));
  }
  tripCostChanged(text: string): void {
    this.store.cardChanged(this.key, (c) => cardTextInputChanged(c, 'tripCost', text));
  }
  fieldBlurred(field: string): void {
    this.store.fieldTouched(this.key, field);
  }
  calculateClicked(): void {
    void this.store.calculateClicked(this.key);
  }
  addonToggled(code: string, on: boolean): void {
    this.store.addonToggled(this.key, code, on);
  }
  takeQuestionnaireClicked(): void {
    void this.store.mq.takeClicked(paxOfKey(this.key), planClassOf(this.store.formCategory));
  }
}
