import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confirmationTotal, personLines } from './confirmation-view';
import {
  aConfirmationTraveller,
  aConfirmationView,
  aFamilyView,
} from './test-support/confirmation-view.builder';

describe('confirmation view', () => {
  it('the booking total is the sum of what each traveller paid', () => {
    expect(confirmationTotal(aConfirmationView())).toBe(23_544);
    const one = aConfirmationTraveller();
    expect(confirmationTotal({ travellers: [{ ...one, premium: { ...one.premium, total: 5 } }] })).toBe(5);
    expect(confirmationTotal({ travellers: [] })).toBe(0);
  });

  it('the sample traveller premium adds up: base + adjustments + taxes = total', () => {
    const { premium } = aConfirmationTraveller();
    const parts = premium.base + premium.adjustments.reduce((a, x) => a + x.amount, 0);
    expect(parts + premium.taxes.reduce((a, x) => a + x.amount, 0)).toBe(premium.total);
  });

  it('a family of four: both parents with their policy and price, both children at no charge', () => {
    expect(personLines(aFamilyView())).toEqual([
      { kind: 'traveller', name: 'Camille Tremblay', policyNumber: 'TX2026000201', total: 11_772 },
      { kind: 'traveller', name: 'Sam Tremblay', policyNumber: 'TX2026000202', total: 11_772 },
      { kind: 'dependent', name: 'Léa Tremblay', number: 1, total: 0 },
      { kind: 'dependent', name: 'Noé Tremblay', number: 2, total: 0 },
    ]);
  });

  it('a dependant without a name on file keeps a numbered line', () => {
    const view = aFamilyView({
      dependents: [
        { firstName: 'Léa', lastName: null, dateOfBirth: null },
        { firstName: ' ', lastName: null, dateOfBirth: null },
      ],
    });
    expect(personLines(view).slice(2)).toEqual([
      { kind: 'dependent', name: 'Léa', number: 1, total: 0 },
      { kind: 'dependent', name: null, number: 2, total: 0 },
    ]);
  });

  it('property: one line per traveller and dependant, in order, and the lines sum to the booking total', () => {
    const name = fc.option(fc.string({ maxLength: 12 }), { nil: null });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 10 }),
        fc.array(fc.record({ firstName: name, lastName: name }), { maxLength: 8 }),
        (totals, dependents) => {
          const base = aConfirmationTraveller();
          const view = aConfirmationView({
            travellers: totals.map((total, i) => ({
              ...base,
              policyNumber: `TX${i}`,
              premium: { ...base.premium, total },
            })),
            dependents: dependents.map((d) => ({ ...d, dateOfBirth: null })),
          });
          const lines = personLines(view);
          expect(lines.reduce((sum, l) => sum + l.total, 0)).toBe(confirmationTotal(view));
          expect(lines.map((l) => l.kind)).toEqual([
            ...totals.map(() => 'traveller'),
            ...dependents.map(() => 'dependent'),
          ]);
          expect(lines.flatMap((l) => (l.kind === 'traveller' ? [l.policyNumber] : []))).toEqual(
            totals.map((_, i) => `TX${i}`),
          );
        },
      ),
    );
  });
});
