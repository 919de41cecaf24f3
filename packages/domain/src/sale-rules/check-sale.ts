import { travelsWithinCanada, tripPlaceErrors } from '../destinations/trip-places';
import type { DestinationCode } from '../destinations/destinations.codes';
import type { QuoteRequest } from '../pricing/quote-request';
import { ageReferenceDate, memberAge } from '../pricing/traveller-age';
import type { CalendarDate } from '../shared/calendar-date';
import { fail, ok, type Result } from '../shared/result';
import type { SaleFacts } from './sale-facts';
import { latestBookingIndex, membersInFormOrder, toApiErrors } from './sale-fields';
import type { SaleRuleCode } from './sale-rules.codes';
import { validateSale } from './validate-sale';

/** The facts of a request body, read as the quote form reads its own fields. */
export const saleFactsOfRequest = (request: QuoteRequest): SaleFacts => {
  const trip = request.tripInformation;
  const reference = ageReferenceDate(request);
  const byRef = new Map(
    [...request.paxes, ...request.dependents].map((m) => [m.referenceNumber, m] as const),
  );
  return {
    category: request.travellerCategory,
    family: request.travellerType === 'FAMILY',
    multiTrip: trip.tripType === 'MULTIPLE',
    departure: trip.startDate,
    returnDate: trip.endDate,
    bookingDate: request.paxes[latestBookingIndex(request)]?.tripBookingDate,
    applicationDate: request.applicationDate,
    existingCoverageDays: trip.existingCoverageDays,
    ages: membersInFormOrder(request).map((m) => {
      const member = byRef.get(m.referenceNumber);
      return (
        member && memberAge(reference, member.dateOfBirth, 'age' in member ? member.age : undefined)?.age
      );
    }),
    employeeType: request.employeeType ?? '',
    employeeName: request.employeeName,
    student: {
      studentType: trip.studentType ?? '',
      fullTime: trip.fullTimeStudent,
      provincialHealthCoverage: trip.provincialHealthCoverage,
      schoolStartDate: trip.educationStartDate,
      schoolEndDate: trip.educationEndDate,
    },
  };
};

/**
 * The server's word on a quote or purchase request, on its own clock: every sale rule (answered on
 * the request's paths), then the request as it is priced, with the within-Canada discount taken
 * from the destinations, whatever flag the body sent.
 */
export const checkSale = (
  request: QuoteRequest,
  today: CalendarDate,
): Result<QuoteRequest, SaleRuleCode | DestinationCode> => {
  const trip = request.tripInformation;
  const destinations = trip.destinations ?? [];
  const errors = [
    ...validateSale(saleFactsOfRequest(request), today),
    ...tripPlaceErrors(trip.departureLocation ?? '', destinations),
  ];
  if (errors.length > 0) return fail(toApiErrors(errors, request));
  return ok({ ...request, tripInformation: { ...trip, travellingWithinCanada: travelsWithinCanada(trip) } });
};
