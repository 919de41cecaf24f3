import { describe, expect, it } from 'vitest';
import { aProductCard } from '../test-support/plan-selection';
import {
  mqDisplay,
  mqFoundIneligible,
  mqMessageCode,
  mqProgressChanged,
  parametersVisible,
} from './card-questionnaire';
import type { ProductCardState } from './product-card.types';

const mqCard = (): ProductCardState =>
  aProductCard({ mq: { required: true, taken: false, eligible: undefined, progress: undefined } });

describe('medical questionnaire on the card (spec 4.3)', () => {
  it('no questionnaire: parameters shown', () => {
    expect(mqDisplay(aProductCard())).toBe('notRequired');
    expect(parametersVisible(aProductCard())).toBe(true);
  });

  it('required and not taken: take-questionnaire alert, parameters hidden', () => {
    const card = mqProgressChanged(mqProgressChanged(mqCard(), 'STARTED'), 'IN_PROGRESS');
    expect(mqDisplay(card)).toBe('takeQuestionnaire');
    expect(parametersVisible(card)).toBe(false);
    expect(mqMessageCode(card)).toBeUndefined();
  });

  it('taken and eligible: parameters with an edit button', () => {
    const card = mqProgressChanged(mqProgressChanged(mqCard(), 'COMPLETED'), 'ELIGIBLE');
    expect(mqDisplay(card)).toBe('parametersWithEdit');
    expect(parametersVisible(card)).toBe(true);
  });

  it('mqNotEligible: an ineligible traveller sees the message and loses the selection', () => {
    const card = mqFoundIneligible({ ...mqCard(), selected: true, premium: 100 });
    expect(mqDisplay(card)).toBe('notEligible');
    expect(mqMessageCode(card)).toBe('mqNotEligible');
    expect(card).toMatchObject({ selected: false, premium: undefined });
    expect(parametersVisible(card)).toBe(false);
  });

  it('mqCannotDetermine: the message shows and the parameters stay hidden', () => {
    const card = mqProgressChanged(mqCard(), 'CANNOT_DETERMINE');
    expect(mqDisplay(card)).toBe('cannotDetermine');
    expect(mqMessageCode(card)).toBe('mqCannotDetermine');
    expect(parametersVisible(card)).toBe(false);
  });

  it('starting again forgets the previous answer and premium', () => {
    const eligible = { ...mqProgressChanged(mqCard(), 'ELIGIBLE'), premium: 5_000 };
    const restarted = mqProgressChanged(eligible, 'STARTED');
    expect(restarted.mq).toEqual({ required: true, taken: false, eligible: undefined, progress: 'STARTED' });
    expect(restarted.premium).toBeUndefined();
  });
});
