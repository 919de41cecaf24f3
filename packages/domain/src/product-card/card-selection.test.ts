import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aProductCard } from '../test-support/plan-selection';
import {
  cardSelectClicked,
  eligibilityAgreementChanged,
  eligibilityConfirmed,
  eligibilityModalDismissed,
  eligibilitySelectEnabled,
} from './card-selection';
import type { ProductCardState } from './product-card.types';

describe('product card selection (spec 4.3)', () => {
  it('a plan without eligibility text is selected and deselected by its button', () => {
    const selected = cardSelectClicked(aProductCard());
    expect(selected.selected).toBe(true);
    expect(cardSelectClicked(selected).selected).toBe(false);
  });

  it('a plan with eligibility text opens the modal, whose select works only after agreeing', () => {
    const opened = cardSelectClicked(aProductCard({ hasEligibilityText: true }));
    expect(opened).toMatchObject({ selected: false, eligibilityModal: { open: true, agreed: false } });
    expect(eligibilitySelectEnabled(opened)).toBe(false);
    expect(eligibilityConfirmed(opened)).toBe(opened);
    const agreed = eligibilityAgreementChanged(opened, true);
    expect(eligibilitySelectEnabled(agreed)).toBe(true);
    expect(eligibilityConfirmed(agreed)).toMatchObject({ selected: true, eligibilityModal: { open: false } });
  });

  it('dismissing the modal forgets the agreement', () => {
    const agreed = eligibilityAgreementChanged(
      cardSelectClicked(aProductCard({ hasEligibilityText: true })),
      true,
    );
    const reopened = cardSelectClicked(eligibilityModalDismissed(agreed));
    expect(reopened.eligibilityModal).toEqual({ open: true, agreed: false });
  });

  it('an add-on toggles at once even with eligibility text', () => {
    const addon = aProductCard({ isAddon: true, hasEligibilityText: true });
    expect(cardSelectClicked(addon)).toMatchObject({ selected: true, eligibilityModal: { open: false } });
    expect(cardSelectClicked(cardSelectClicked(addon)).selected).toBe(false);
  });

  it('property: a plan with eligibility text becomes selected only by confirming after agreeing', () => {
    type Step = (c: ProductCardState) => ProductCardState;
    const steps: fc.Arbitrary<[string, Step]> = fc.oneof(
      fc.constant<[string, Step]>(['click', cardSelectClicked]),
      fc.boolean().map<[string, Step]>((v) => ['agree', (c) => eligibilityAgreementChanged(c, v)]),
      fc.constant<[string, Step]>(['confirm', eligibilityConfirmed]),
      fc.constant<[string, Step]>(['dismiss', eligibilityModalDismissed]),
    );
    fc.assert(
      fc.property(fc.array(steps, { maxLength: 20 }), (actions) => {
        let card = aProductCard({ hasEligibilityText: true });
        for (const [name, step] of actions) {
          const next = step(card);
          if (!card.selected && next.selected) {
            expect(name).toBe('confirm');
            expect(card.eligibilityModal).toEqual({ open: true, agreed: true });
          }
          card = next;
        }
      }),
    );
  });
});
