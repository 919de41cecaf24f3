import {
  AppliedEndorsementCodec,
  AttemptPageCodec,
  type AttemptSearchQuery,
  CancellationCodec,
  type CancelPolicyRequest,
  CancellationPreviewCodec,
  EndorsementFormCodec,
  FinancialsCodec,
  NoteCodec,
  NotesCodec,
  PolicyBookingCodec,
  PolicyDeliveriesCodec,
  PolicyEventsCodec,
  type PolicyMaintenanceService,
  type PolicySearchCriteria,
  PolicySearchPageCodec,
  ReinstatementCodec,
  ReinstatementPreviewCodec,
  type ReinstatePolicyRequest,
  ReQuoteCodec,
  type ReQuoteRequest,
  ResendConfirmationResponseCodec,
  type UpdatePolicyRequest,
} from '@tripx/application';
import type { HttpClient } from './http-client';

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
  attempts(criteria: AttemptSearchQuery) {
    return this.http.get(AttemptPageCodec, '/api/purchase-attempts', { params: criteria });
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
    return this.http.put(AppliedEndorsementCodec, '/api/policies', request);
  }
  retryUpdate(policyNumber: string) {
    return this.http.put(AppliedEndorsementCodec, '/api/policies/retry', { policyNumber });
  }
  cancellationPreview(policyNumber: string) {
    return this.http.get(CancellationPreviewCodec, about(policyNumber, '/cancellation'));
  }
  cancel(request: CancelPolicyRequest) {
    return this.http.put(CancellationCodec, '/api/policies/cancel', request);
  }
  reinstatementPreview(policyNumber: string) {
    return this.http.get(ReinstatementPreviewCodec, about(policyNumber, '/reinstatement'));
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
