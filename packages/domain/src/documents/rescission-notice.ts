/**
 * The province whose residents receive a notice of rescission with their confirmation. Spec 9 says the
 * notice shows for one province without naming it; we chose Québec, whose Act respecting the distribution
 * of financial products and services lets a buyer rescind an insurance contract within 10 days.
 */
export const RESCISSION_NOTICE_PROVINCE = 'QC';

/** Days the buyer has to rescind, as the notice states them. */
export const RESCISSION_DAYS = 10;

export const rescissionNoticeApplies = (provinceOfResidence: unknown): boolean =>
  typeof provinceOfResidence === 'string' &&
  provinceOfResidence.trim().toUpperCase() === RESCISSION_NOTICE_PROVINCE;
