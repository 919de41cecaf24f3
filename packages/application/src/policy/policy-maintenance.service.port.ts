import type * as t from 'io-ts';
import type { AttemptSearchQuery, PolicySearchQuery } from '../contracts/policies.contract';
import type { ApiResult } from '../contracts/service-result';
import type { ResendConfirmationResponseCodec } from '../purchase/contracts/purchase-response.contract';
import type { CancelPolicyRequest } from './cancel-policy/cancel-policy';
import type { ReinstatePolicyRequest } from './reinstate-policy/reinstate-policy';
import type { ReQuoteRequest } from './re-quote-policy/re-quote-policy';
import type { UpdatePolicyRequest } from './update-policy/update-policy';
import type {
  AppliedEndorsementView,
  AttemptPageView,
  CancellationPreviewView,
  CancellationView,
  EndorsementFormView,
  FinancialsView,
  NoteView,
  PolicyBookingView,
  PolicyDeliveryView,
  PolicyEventView,
  PolicySearchPageView,
  ReinstatementPreviewView,
  ReinstatementView,
  ReQuoteView,
} from './policy-maintenance.answers.contract';

export type PolicySearchCriteria = Omit<PolicySearchQuery, 'ts'>;

/**
 * The staff app's policy calls (spec 7.4): search, read, endorse, cancel, reinstate, notes, resend.
 * adapters-http's client implements it; the app's store tests use a fake.
 */
export interface PolicyMaintenanceService {
  search(criteria: PolicySearchCriteria): Promise<ApiResult<PolicySearchPageView>>;
  /** Declined and abandoned purchases the caller may see, newest first (not policies). */
  attempts(criteria: AttemptSearchQuery): Promise<ApiResult<AttemptPageView>>;
  policy(policyNumber: string): Promise<ApiResult<PolicyBookingView>>;
  history(policyNumber: string): Promise<ApiResult<readonly PolicyEventView[]>>;
  deliveries(policyNumber: string): Promise<ApiResult<readonly PolicyDeliveryView[]>>;
  financials(policyNumber: string): Promise<ApiResult<FinancialsView>>;
  notes(policyNumber: string): Promise<ApiResult<readonly NoteView[]>>;
  addNote(policyNumber: string, note: string): Promise<ApiResult<NoteView>>;
  endorsementForm(policyNumber: string): Promise<ApiResult<EndorsementFormView>>;
  reQuote(request: ReQuoteRequest): Promise<ApiResult<ReQuoteView>>;
  update(request: UpdatePolicyRequest): Promise<ApiResult<AppliedEndorsementView>>;
  retryUpdate(policyNumber: string): Promise<ApiResult<AppliedEndorsementView>>;
  /** The refund each active traveller policy would get if cancelled today (nothing written). */
  cancellationPreview(policyNumber: string): Promise<ApiResult<CancellationPreviewView>>;
  cancel(request: CancelPolicyRequest): Promise<ApiResult<CancellationView>>;
  /** What reinstating would charge today and the card on file (nothing written). */
  reinstatementPreview(policyNumber: string): Promise<ApiResult<ReinstatementPreviewView>>;
  reinstate(request: ReinstatePolicyRequest): Promise<ApiResult<ReinstatementView>>;
  resendConfirmation(
    policyNumber: string,
    email?: string,
  ): Promise<ApiResult<t.TypeOf<typeof ResendConfirmationResponseCodec>>>;
}
