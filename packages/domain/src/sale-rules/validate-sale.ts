import type { CalendarDate } from '../shared/calendar-date';
import type { EmployeeType } from '../shared/enums';
import { fieldError, type FieldError } from '../shared/result';
import { familyPlanErrors } from './family-plan-rules';
import type { SaleFacts } from './sale-facts';
import type { SaleRuleCode } from './sale-rules.codes';
import { studentErrors } from './student-rules';
import { tripDateErrors } from './trip-date-rules';

/** The friends-and-family discounts (FNF_RES, FNF_NONRES) name the employee they come through. */
export const NAMES_EMPLOYEE: readonly EmployeeType[] = [
  'RESIDE_WITH_MANULIFE_EMPLOYEE',
  'NOT_RESIDE_WITH_MANULIFE_EMPLOYEE',
];

export const namesEmployee = (type: EmployeeType | ''): boolean =>
  type !== '' && NAMES_EMPLOYEE.includes(type);

/**
 * Every rule of a sale that the quote, the purchase, the CLI and the quote form share: dates, the
 * family plan, students, the employee named for a friends-and-family discount. Errors are on the
 * quote form's fields; `toApiErrors` (sale-fields.ts) puts them on the request's paths.
 */
export const validateSale = (f: SaleFacts, today: CalendarDate): FieldError<SaleRuleCode>[] => [
  ...tripDateErrors(f, today),
  ...(f.family ? familyPlanErrors(f.ages) : []),
  ...(f.category === 'STUDENT' ? studentErrors(f.student) : []),
  ...(namesEmployee(f.employeeType) && (f.employeeName ?? '').trim() === ''
    ? [fieldError('employeeName', 'required')]
    : []),
];
