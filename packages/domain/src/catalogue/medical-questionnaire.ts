import type { CalendarDate } from '../shared/calendar-date';
import type { PlanClass } from '../shared/enums';
import type { Localized } from './localized';

/** Medical questionnaire (spec 3): pages > sections > questions, one per plan class. */
export const MQ_ANSWER_TYPES = ['YES_NO', 'SINGLE_CHOICE'] as const;
export type MqAnswerType = (typeof MQ_ANSWER_TYPES)[number];
export const YES_NO_ANSWERS = ['YES', 'NO'] as const;

export interface MqOption {
  readonly value: string;
  readonly label: Localized<string>;
}

export interface MqQuestion {
  readonly questionKey: string;
  readonly questionText: Localized<string>;
  readonly answerType: MqAnswerType;
  readonly order: number;
  /** SINGLE_CHOICE only; YES_NO questions take YES or NO. */
  readonly options: readonly MqOption[];
}

export interface MqSection {
  readonly key: string;
  readonly title: Localized<string>;
  readonly order: number;
  readonly questions: readonly MqQuestion[];
}

export interface MqPage {
  readonly key: string;
  readonly title: Localized<string>;
  readonly order: number;
  readonly sections: readonly MqSection[];
}

export interface MqAnswerRef {
  readonly questionKey: string;
  readonly answer: string;
}

/**
 * How answers become a rate category: points add up; the first category whose maxPoints is not
 * exceeded wins (best first); beyond the last, or on a knock-out answer, not eligible.
 */
export interface MqScoring {
  readonly points: readonly (MqAnswerRef & { readonly points: number })[];
  readonly knockOuts: readonly MqAnswerRef[];
  readonly smoker: MqAnswerRef | null;
  readonly categories: readonly { readonly category: string; readonly maxPoints: number }[];
}

export interface MedicalQuestionnaire {
  readonly planClass: PlanClass;
  readonly effectiveDate: CalendarDate;
  readonly pages: readonly MqPage[];
  readonly scoring: MqScoring;
  /** The declaration the traveller confirms before the answers count. */
  readonly declaration: Localized<string>;
}
