import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aForm } from '../test-support/fake-policy-service';
import { draftOf, invalidFields, listOf, nextReference, snapshotOf } from './endorsement-draft';

const date = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const word = fc.stringMatching(/^[A-Za-z][A-Za-z -]{0,10}[A-Za-z]$/);
const snapshot = fc
  .record({
    startDate: date,
    days: fc.nat(60),
    departureLocation: word,
    destinations: fc.array(word, { maxLength: 3 }),
    paxes: fc.uniqueArray(
      fc.record({
        policyNumber: fc.stringMatching(/^TX\d{3}$/),
        optionalBenefits: fc.array(word, { maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 3, selector: (p) => p.policyNumber },
    ),
    dependents: fc.uniqueArray(
      fc.record(
        {
          referenceNumber: fc.integer({ min: 5, max: 50 }),
          firstName: word,
          lastName: word,
          dateOfBirth: date,
        },
        { requiredKeys: ['referenceNumber', 'dateOfBirth'] },
      ),
      { maxLength: 3, selector: (d) => d.referenceNumber },
    ),
  })
  .map(({ days, ...s }) => ({
    ...s,
    endDate: new Date(Date.parse(s.startDate) + days * 86_400_000).toISOString().slice(0, 10),
  }));

describe('endorsement draft', () => {
  it('property: an untouched draft gives back the policy as read', () => {
    fc.assert(
      fc.property(snapshot, (s) => {
        expect(snapshotOf(s, draftOf(s))).toEqual(s);
      }),
    );
  });

  it('lists are split on commas, blanks dropped', () => {
    expect(listOf(' US, Mexico ,, ')).toEqual(['US', 'Mexico']);
    expect(listOf('')).toEqual([]);
  });

  it('a dependent with a bad birth date or a return before departure blocks the snapshot', () => {
    const form = aForm();
    const draft = draftOf(form.snapshot);
    expect(invalidFields(draft, form.snapshot)).toEqual([]);
    expect(snapshotOf(form.snapshot, draft)?.dependents).toEqual([
      { referenceNumber: 2, firstName: 'Bo', dateOfBirth: '2015-04-30' },
    ]);
    draft.dependents[0]!.dateOfBirth = '30/04/2015';
    expect(invalidFields(draft, form.snapshot)).toEqual(['dependent.2.dateOfBirth']);
    expect(snapshotOf(form.snapshot, draft)).toBeUndefined();
    draft.dependents[0]!.dateOfBirth = '2015-04-30';
    draft.trip.endDate = '2026-11-30';
    expect(invalidFields(draft, form.snapshot)).toEqual(['endDate']);
    expect(snapshotOf(form.snapshot, draft)).toBeUndefined();
  });

  it('a policy sold without a departure city may keep none; one that had a city may not lose it', () => {
    const seeded = aForm().snapshot;
    const without = { ...seeded, departureLocation: '' };
    expect(invalidFields(draftOf(without), without)).toEqual([]);
    expect(snapshotOf(without, draftOf(without))?.departureLocation).toBe('');
    const cleared = draftOf(seeded);
    cleared.trip.departureLocation = ' ';
    expect(invalidFields(cleared, seeded)).toEqual(['departureLocation']);
  });

  it('a new dependent numbers after the travellers and the other dependents', () => {
    const form = aForm();
    expect(nextReference(form.snapshot, draftOf(form.snapshot))).toBe(3);
    expect(
      nextReference({ ...form.snapshot, dependents: [] }, { ...draftOf(form.snapshot), dependents: [] }),
    ).toBe(2);
  });
});
