import type { CalendarDate } from '../shared/calendar-date';
import type { EmployeeType, StudentType, TravellerCategory } from '../shared/enums';

/**
 * What the sale rules read, the same whether it comes from the quote form or from a request body:
 * each side builds these facts from its own shape, and the errors come back on the form's field
 * names (`sale-fields.ts` maps them to the API's paths). Undefined = not given.
 */
export interface SaleFacts {
  readonly category: TravellerCategory | '';
  readonly family: boolean;
  readonly multiTrip: boolean;
  readonly departure: CalendarDate | undefined;
  readonly returnDate: CalendarDate | undefined;
  readonly bookingDate: CalendarDate | undefined;
  readonly applicationDate: CalendarDate | undefined;
  readonly existingCoverageDays: number | undefined;
  /** Each traveller's age on the date the plan takes it (spec 5.1), primary first; undefined when unknown. */
  readonly ages: readonly (number | undefined)[];
  readonly employeeType: EmployeeType | '';
  readonly employeeName: string | undefined;
  readonly student: StudentFacts;
}

export interface StudentFacts {
  readonly studentType: StudentType | '';
  readonly fullTime: boolean | undefined;
  readonly provincialHealthCoverage: boolean | undefined;
  readonly schoolStartDate: CalendarDate | undefined;
  readonly schoolEndDate: CalendarDate | undefined;
}
