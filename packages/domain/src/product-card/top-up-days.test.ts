import { describe, expect, it } from 'vitest';
import { aTopUpContext } from '../test-support/plan-selection';
import { topUpDaysErrors, topUpEndDate } from './top-up-days';

describe('top-up trip days (spec 5.3)', () => {
  it('topUpDaysExceedMax: existing days plus entered days above the maximum, with existingTripDaysCovered', () => {
    const context = aTopUpContext({ existingTripDaysCovered: 30, maxTopUpDays: 212 });
    expect(topUpDaysErrors(context, '182')).toEqual([]);
    expect(topUpDaysErrors(context, '183')).toEqual([
      {
        field: 'tripDays',
        code: 'topUpDaysExceedMax',
        params: { existingTripDaysCovered: 30, maxTopUpDays: 212 },
      },
    ]);
  });

  it('the top-up starts the day after the existing cover and counts days inclusively', () => {
    const context = aTopUpContext({ departureDate: '2026-03-01' as never, existingTripDaysCovered: 10 });
    expect(topUpEndDate(context, 1)).toBe('2026-03-11');
    expect(topUpEndDate(context, 5)).toBe('2026-03-15');
  });

  it('topUpEndBeforeApplicationDate: the top-up would end before the application date', () => {
    const context = aTopUpContext({
      departureDate: '2026-03-01' as never,
      existingTripDaysCovered: 10,
      applicationDate: '2026-03-15' as never,
    });
    expect(topUpDaysErrors(context, '5')).toEqual([]);
    expect(topUpDaysErrors(context, '4')).toEqual([
      { field: 'tripDays', code: 'topUpEndBeforeApplicationDate' },
    ]);
  });

  it('an empty entry is the required rule’s business; nonsense context gives no throw', () => {
    expect(topUpDaysErrors(aTopUpContext(), '')).toEqual([]);
    expect(topUpEndDate(aTopUpContext({ departureDate: 'nope' as never }), 3)).toBeUndefined();
    expect(topUpDaysErrors(aTopUpContext({ applicationDate: 'x' as never }), '3')).toEqual([]);
  });
});
