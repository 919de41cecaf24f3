/** The enumerations of the spec (section 3, 4, 6, 9) as string-literal unions with their value lists. */
const values = <T extends string>(...v: T[]): readonly T[] => v;
export const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);

export const LANGUAGES = values('en', 'fr');
export type Language = (typeof LANGUAGES)[number];

export const SALES_CHANNELS = values('b2b', 'b2c');
export type SalesChannel = (typeof SALES_CHANNELS)[number];

export const TRAVELLER_CATEGORIES = values('TRAVELLING_CANADIANS', 'TOP_UP', 'STUDENT', 'VISITOR_TO_CANADA');
export type TravellerCategory = (typeof TRAVELLER_CATEGORIES)[number];

export const TRAVELLER_TYPES = values('FAMILY', 'SINGLE');
export type TravellerType = (typeof TRAVELLER_TYPES)[number];

export const STUDENT_TYPES = values('CANADIAN_INSIDE', 'CANADIAN_OUTSIDE', 'INTERNATIONAL');
export type StudentType = (typeof STUDENT_TYPES)[number];

export const EMPLOYEE_TYPES = values(
  'MANULIFE_EMPLOYEE',
  'RESIDE_WITH_MANULIFE_EMPLOYEE',
  'NOT_RESIDE_WITH_MANULIFE_EMPLOYEE',
);
export type EmployeeType = (typeof EMPLOYEE_TYPES)[number];
export const EMPLOYEE_TYPE_CODE: Readonly<Record<EmployeeType, 'EMPL' | 'FNF_RES' | 'FNF_NONRES'>> = {
  MANULIFE_EMPLOYEE: 'EMPL',
  RESIDE_WITH_MANULIFE_EMPLOYEE: 'FNF_RES',
  NOT_RESIDE_WITH_MANULIFE_EMPLOYEE: 'FNF_NONRES',
};

export const PROVINCES = values('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT');
export type Province = (typeof PROVINCES)[number];

export const TRIP_TYPES = values('SINGLE', 'MULTIPLE');
export type TripType = (typeof TRIP_TYPES)[number];

export const COUNTRIES_OF_RESIDENCE = values('CANADA', 'INTERNATIONAL');
export type CountryOfResidence = (typeof COUNTRIES_OF_RESIDENCE)[number];

export const PLAN_CODES = values('SEMH', 'MEMH', 'SEMTUH', 'STCIH', 'SVTCBH', 'SVTCSH', 'SVTCEH', 'MAIH');
export type PlanCode = (typeof PLAN_CODES)[number];
/** Plans whose medical questionnaire needs a deductible above 0 (spec 5.3, 9). */
export const DEDUCTIBLE_PLAN_CODES: readonly PlanCode[] = [
  'SEMH',
  'MEMH',
  'SVTCBH',
  'SVTCSH',
  'SVTCEH',
  'SEMTUH',
];
/** Plans of the visitor flow (spec 9): the reference date of age is the departure date. */
export const VISITOR_PLAN_CODES: readonly PlanCode[] = ['SVTCBH', 'SVTCSH', 'SVTCEH', 'STCIH', 'MAIH'];

export const PLAN_CLASSES = values('OCM', 'NAQC', 'VTC');
export type PlanClass = (typeof PLAN_CLASSES)[number];

export const BENEFIT_TYPES = values('MANDATORY', 'OPTIONAL', 'RIDER');
export type BenefitType = (typeof BENEFIT_TYPES)[number];

export const ADJUSTMENT_TYPES = values(
  'DEDUCTIBLE',
  'COMPANION',
  'TRAVELLINGWITHINCANADA',
  'SMOKERSURCHARGE',
  'EMPLOYEE',
  'FAMILYFRIENDSRESIDING',
  'FAMILYFRIENDSNOTRESIDING',
);
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];

export const POLICY_STATUSES = values('QUOTE', 'PENDING', 'ACTIVE', 'INACTIVE', 'REFUNDED');
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

export const PAYMENT_METHODS = values(
  'TOKEN',
  'ORIGINAL',
  'CREDIT_CARD',
  'CASH',
  'PAID_TO_AGENCY',
  'CHARGEBACK',
);
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const TRANSACTION_TYPES = values('CHARGE', 'REFUND');
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const CARD_BRANDS = values('visa', 'mastercard', 'american-express');
export type CardBrand = (typeof CARD_BRANDS)[number];

export const LICENCE_STATUSES = values('IN_PROGRESS', 'RENEWAL_PENDING', 'AUTHORIZED', 'NOT_AUTHORIZED');
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

export const PROFILE_STATUSES = values('NEW', 'ACTIVE', 'INACTIVE');
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

export const AGENT_TYPES = values('AGENT', 'AGENCY');
export type AgentType = (typeof AGENT_TYPES)[number];

export const USER_TYPES = values('LAN_ID', 'CIAM_ID');
export type UserType = (typeof USER_TYPES)[number];

export const PRODUCT_CARD_VARIANTS = values('DEFAULT', 'COVER_ME');
export type ProductCardVariant = (typeof PRODUCT_CARD_VARIANTS)[number];
