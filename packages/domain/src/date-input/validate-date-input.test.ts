import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate } from '../shared/calendar-date';
import { arbDate } from '../test-support/arbitraries';
import { DATE_INPUT_CODES } from './date-input.codes';
import { travelDateRange, validateDateInput } from './validate-date-input';

const d = (s: string) => s as CalendarDate;

describe('validateDateInput (spec 5.2)', () => {
  it('required when empty and required; an empty optional field has no value', () => {
    expect(validateDateInput('  ', { required: true })).toEqual({ ok: false, code: 'required' });
    expect(validateDateInput('', { required: false })).toEqual({ ok: true, value: undefined });
  });

  it('invalid_date when the text is not a day', () => {
    expect(validateDateInput('2025-02-29', { required: true })).toEqual({ ok: false, code: 'invalid_date' });
    expect(validateDateInput('tomorrow', { required: false })).toEqual({ ok: false, code: 'invalid_date' });
  });

  it('max_age_error before the earliest date of birth allowed', () => {
    const rules = { required: true, earliest: d('1925-06-16') };
    expect(validateDateInput('1925-06-15', rules)).toEqual({ ok: false, code: 'max_age_error' });
    expect(validateDateInput('1925-06-16', rules)).toEqual({ ok: true, value: '1925-06-16' });
  });

  it('out_of_range outside today .. one year less a day', () => {
    const rules = { required: true, ...travelDateRange(d('2025-06-15')) };
    expect(validateDateInput('2025-06-14', rules)).toEqual({ ok: false, code: 'out_of_range' });
    expect(validateDateInput('2026-06-15', rules)).toEqual({ ok: false, code: 'out_of_range' });
    expect(validateDateInput(' 2026-06-14 ', rules)).toEqual({ ok: true, value: '2026-06-14' });
  });

  it('property: a real day is out_of_range exactly when it lies outside [min, max]', () => {
    fc.assert(
      fc.property(arbDate, arbDate, fc.nat(800), (date, min, width) => {
        const max = addDays(min, width);
        const result = validateDateInput(date, { required: true, min, max });
        const inside = date >= min && date <= max;
        expect(result).toEqual(inside ? { ok: true, value: date } : { ok: false, code: 'out_of_range' });
      }),
    );
  });

  it('property: never throws and only answers with its own codes', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.boolean(),
        fc.option(arbDate, { nil: undefined }),
        (text, required, earliest) => {
          const result = validateDateInput(text, earliest ? { required, earliest } : { required });
          if (!result.ok) expect(DATE_INPUT_CODES).toContain(result.code);
        },
      ),
    );
  });
});
