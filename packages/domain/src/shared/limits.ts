/** Business constants of spec section 9, named. */
export const LIMITS = {
  maxTravellers: 12,
  minFamilySize: 2,
  familyMaxAge: 59,
  adultThreshold: 25,
  maxAdultCompanions: 2,
  multiTripDays: 364,
  /** Departure at most one year less one day ahead. */
  departureMaxDaysAhead: 364,
  adminApplicationDateOffsetHours: 6,
  locationSearchLimit: 20,
  travelLocationsLimit: 1000,
  cardTokenLength: 20,
  cardCheckLength: 15,
  pageSize: 10,
  minOffset: 0,
  tripCostMaskDigits: 5,
  tripDaysMaxLength: 3,
  idleReminderSeconds: 60,
  keepAliveDebounceMs: 10_000,
  activityThrottleMs: 3_000,
  toastTimeoutMs: 5_000,
  unlimitedCoverage: 999_999,
} as const;

/** Field limits of spec 5.6. */
export const FIELD_LIMITS = {
  name: 100,
  email: 100,
  address: 100,
  city: 100,
  tripLength: 25,
  transportMode: 50,
  profileCode: 320,
} as const;

export const DEFAULT_ORGANIZATION_CODE = 'CM';
export const DEFAULT_COUNTRY = 'CA';
export const BILL96_PROVINCE = 'QC';
