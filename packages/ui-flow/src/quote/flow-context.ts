import type { CalendarDate, Language, PlanClass, QuoteForm, TravellerCategory } from '@tripx/domain';

/**
 * What the plan-selection stores read of the steps before them: the valid quote form, the trip's
 * places and the language. The app passes the real stores; tests pass plain values.
 */
export interface FlowContext {
  readonly form: () => QuoteForm;
  readonly departureLocation: () => string;
  readonly furthestDestination: () => string;
  readonly destinations: () => readonly string[];
  readonly lang: () => Language;
  readonly today: () => CalendarDate;
}

/** The plan class whose questionnaires (needs analysis, medical) a category answers. */
export const planClassOf = (category: TravellerCategory | ''): PlanClass =>
  category === 'STUDENT' ? 'NAQC' : category === 'VISITOR_TO_CANADA' ? 'VTC' : 'OCM';

/** The form with the trip's places, as the quote payload takes them (spec 3). */
export const formWithPlaces = (ctx: FlowContext): QuoteForm => ({
  ...ctx.form(),
  departureLocation: ctx.departureLocation(),
  furthestDestination: ctx.furthestDestination(),
  destinations: ctx.destinations(),
});
