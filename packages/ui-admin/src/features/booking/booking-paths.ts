import type { FlowStep } from '@tripx/ui-flow';

/** The booking routes of spec 2.2 and the step of the shared flow each shows. */
export const BOOKING_PATHS: Readonly<Record<FlowStep, string>> = {
  travellerDetails: '/',
  tripDetails: '/quote',
  planSelection: '/plan',
  quoteSummary: '/summary',
  contactDetails: '/travellers',
  payment: '/booking',
  confirmation: '/confirmation',
};
