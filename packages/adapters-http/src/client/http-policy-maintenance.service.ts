import {
  type ApiResult,
  type CancelPolicyRequest,
  type PolicySearchQuery,
  type ReinstatePolicyRequest,
  type ReQuoteRequest,
  ResendConfirmationResponseCodec,
  type UpdatePolicyRequest,
} from '@tripx/application';
import type * as t from 'io-ts';
import type { HttpClient } from './http-client';
import {
  CancellationCodec,
  CancellationPreviewCodec,
  EndorsementFormCodec,
  FinancialsCodec,
  NoteCodec,
  NotesCodec,
  PolicyBookingCodec,
  PolicyDeliveriesCodec,
  PolicyEventsCodec,
  PolicySearchPageCodec,
  ReinstatementCodec,
  ReQuoteCodec,
  type CancellationPreviewView,
  type CancellationView,
  type EndorsementFormView,
  type FinancialsView,
  type NoteView,
  type PolicyBookingView,
  type PolicyDeliveryView,
  type PolicyEventView,
  type PolicySearchPageView,
  type ReinstatementView,
  type ReQuoteView,
} from './policy-maintenance.codecs';

export type PolicySearchCriteria = Omit<PolicySearchQuery, 'ts'>;

/** The staff app's policy calls (spec 7.4): search, read, endorse, cancel, reinstate, notes, resend. */
export interface PolicyMaintenanceService {
  search(criteria: PolicySearchCriteria): Promise<ApiResult<PolicySearchPageView>>;
  policy(policyNumber: string): Promise<ApiResult<PolicyBookingView>>;
  history(policyNumber: string): Promise<ApiResult<readonly PolicyEventView[]>>;
  deliveries(policyNumber: string): Promise<ApiResult<readonly PolicyDeliveryView[]>>;
  financials(policyNumber: string): Promise<ApiResult<FinancialsView>>;
  notes(policyNumber: string): Promise<ApiResult<readonly NoteView[]>>;
  addNote(policyNumber: string, note: string): Promise<ApiResult<NoteView>>;
  endorsementForm(policyNumber: string): Promise<ApiResult<EndorsementFormView>>;
  reQuote(request: ReQuoteRequest): Promise<ApiResult<ReQuoteView>>;
  update(request: UpdatePolicyRequest): Promise<ApiResult<ReQuoteView>>;
  retryUpdate(policyNumber: string): Promise<ApiResult<ReQuoteView>>;
  /** The refund each active traveller policy would get if cancelled today (nothing written). */
  cancellationPreview(policyNumber: string): Promise<ApiResult<CancellationPreviewView>>;
  cancel(request: CancelPolicyRequest): Promise<ApiResult<CancellationView>>;
  reinstate(request: ReinstatePolicyRequest): Promise<ApiResult<ReinstatementView>>;
  resendConfirmation(
    policyNumber: string,
    email?: string,
  ): Promise<ApiResult<t.TypeOf<typeof ResendConfirmationResponseCodec>>>;
}

const about = (policyNumber: string, what = '') => `/api/policies/${encodeURIComponent(policyNumber)}${what}`;
const notesOf = (policyNumber: string, what: string) =>
  `/api/notes/policy/${encodeURIComponent(policyNumber)}/${what}`;

export class HttpPolicyMaintenanceService implements PolicyMaintenanceService {
  constructor(private readonly http: HttpClient) {}

  search(criteria: PolicySearchCriteria) {
    // ts: the cache-buster of spec 7.4, so a search after a change never answers from a cache.
    return this.http.get(PolicySearchPageCodec, '/api/policies/search', {
      params: { ...criteria, ts: String(Date.now()) },
    });
  }
  policy(policyNumber: string) {
    return this.http.get(PolicyBookingCodec, about(policyNumber));
  }
  history(policyNumber: string) {
    return this.http.get(PolicyEventsCodec, about(policyNumber, '/history'));
  }
  deliveries(policyNumber: string) {
    return this.http.get(PolicyDeliveriesCodec, about(policyNumber, '/confirmation/deliveries'));
  }
  financials(policyNumber: string) {
    return this.http.get(FinancialsCodec, about(policyNumber, '/financials'));
  }
  notes(policyNumber: string) {
    return this.http.get(NotesCodec, notesOf(policyNumber, 'notes'));
  }
  addNote(policyNumber: string, note: string) {
    return this.http.post(NoteCodec, notesOf(policyNumber, 'note'), { note });
  }
  endorsementForm(policyNumber: string) {
    return this.http.get(EndorsementFormCodec, about(policyNumber, '/endorsement'));
  }
  reQuote(request: ReQuoteRequest) {
    return this.http.post(ReQuoteCodec, '/api/policies/re-quote', request);
  }
  update(request: UpdatePolicyRequest) {
    return this.http.put(ReQuoteCodec, '/api/policies', request);
  }
  retryUpdate(policyNumber: string) {
    return this.http.put(ReQuoteCodec, '/api/policies/retry', { policyNumber });
  }
  cancellationPreview(policyNumber: string) {
    return this.http.get(CancellationPreviewCodec, about(policyNumber, '/cancellation'));
  }
  cancel(request: CancelPolicyRequest) {
    return this.http.put(CancellationCodec, '/api/policies/cancel', request);
  }
  reinstate(request: ReinstatePolicyRequest) {
    return this.http.put(ReinstatementCodec, '/api/policies/reinstate', request);
  }
  resendConfirmation(policyNumber: string, email?: string) {
    return this.http.post(
      ResendConfirmationResponseCodec,
      '/api/policies/confirmation/resend',
      email ? { policyNumber, email } : { policyNumber },
    );
  }
}
