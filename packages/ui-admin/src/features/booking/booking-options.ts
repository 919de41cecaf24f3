import type { PurchaseRequestBody } from '@tripx/application';
import { INSURER_REFERRAL, parseCalendarDate, type CalendarDate } from '@tripx/domain';

/** The referring-agent choice that means "sold by the insurer itself" (spec 6), sent as such. */
export const INSURER_OPTION = INSURER_REFERRAL;

/** An agent an agency-category user may name as the referring agent (spec 6: first name, last name, profile code). */
export interface ReferringAgent {
  readonly profileCode: string;
  readonly firstName: string;
  readonly lastName: string;
}

export const referringAgentLabel = (a: ReferringAgent): string =>
  `${a.firstName} ${a.lastName} (${a.profileCode})`.replace(/\s+/g, ' ').trim();

/** What the staff app adds to the shared flow's purchase payload (spec 2.2, 6). */
export interface BookingChoices {
  /** A profile code, INSURER_OPTION, or '' when not asked. */
  readonly referringAgent: string;
  /** A POLICY_ADMIN's chosen application date (YYYY-MM-DD), '' for today. */
  readonly applicationDate: string;
}

/**
 * The purchase payload with the staff app's choices: `referredBy` for the referring agent chosen
 * (a profile code, or INSURER_OPTION: the server requires one of them from an agency user) and `applicationDate` for a chosen day (cash or
 * "paid at the agency" is the shared flow's `collectedMethod`). The server checks them against the caller's claims and organization
 * again; this only shapes the request.
 */
export const withBookingChoices = (body: PurchaseRequestBody, c: BookingChoices): PurchaseRequestBody => {
  const referredBy = c.referringAgent !== '' ? c.referringAgent : undefined;
  const applicationDate: CalendarDate | undefined = parseCalendarDate(c.applicationDate);
  const { referredBy: _r, applicationDate: _a, ...rest } = body;
  return {
    ...rest,
    ...(referredBy ? { referredBy } : {}),
    ...(applicationDate ? { applicationDate } : {}),
  };
};
