import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate } from '../shared/calendar-date';
import { QUOTE_VALID_DAYS, quoteStanding } from './quote-validity';

const day = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2024-01-01' as CalendarDate, n));

describe('quoteStanding', () => {
  it('keeps a quote for 30 days, up to its departure, under the version in force; never otherwise', () => {
    fc.assert(
      fc.property(
        day,
        day,
        fc.integer({ min: -5, max: 60 }),
        fc.boolean(),
        (version, inForce, age, signed) => {
          const quotedOn = addDays(version, 3);
          const applicationDay = addDays(quotedOn, age);
          const departure = addDays(quotedOn, 40);
          const standing = quoteStanding(
            { ratesVersion: version, quotedOn: signed ? quotedOn : undefined, departure },
            { applicationDay, versionInForce: inForce },
          );
          const valid =
            version === inForce && applicationDay <= departure && (!signed || age <= QUOTE_VALID_DAYS);
          expect(standing === 'valid').toBe(valid);
        },
      ),
    );
  });

  it('names why a quote no longer holds', () => {
    const quote = { ratesVersion: '2025-01-01', quotedOn: '2025-03-01', departure: '2025-03-20' } as const;
    const at = (applicationDay: string, versionInForce = '2025-01-01') =>
      quoteStanding(quote as never, { applicationDay, versionInForce } as never);
    expect(at('2025-03-20')).toBe('valid');
    expect(at('2025-03-21')).toBe('pastDeparture');
    expect(at('2025-03-10', '2025-03-05')).toBe('rateVersionChanged');
    // A top-up covers a trip under way: past its departure, the quote still holds its 30 days.
    expect(
      quoteStanding(
        { ...quote, departure: undefined } as never,
        {
          applicationDay: '2025-03-21',
          versionInForce: '2025-01-01',
        } as never,
      ),
    ).toBe('valid');
    expect(
      quoteStanding(
        { ...quote, departure: '2025-06-01' } as never,
        {
          applicationDay: '2025-04-01',
          versionInForce: '2025-01-01',
        } as never,
      ),
    ).toBe('expired');
  });
});
