import { ContainerModule } from 'inversify';
import { AddPolicyNoteUseCase } from './add-note/add-note';
import { CancelPolicyUseCase } from './cancel-policy/cancel-policy';
import { GetEndorsementFormUseCase } from './get-endorsement-form/get-endorsement-form';
import { GetFinancialsUseCase } from './get-financials/get-financials';
import {
  GetPolicyDeliveriesUseCase,
  GetPolicyHistoryUseCase,
  GetPolicyUseCase,
  ListPolicyNotesUseCase,
} from './get-policy/get-policy';
import { ListAttemptsUseCase } from './list-attempts/list-attempts';
import { DrainMoneyOutboxUseCase } from './money-outbox/drain-money-outbox';
import { PolicyMaintenancePorts } from './policy-maintenance.deps';
import { PreviewCancellationUseCase } from './preview-cancellation/preview-cancellation';
import { ReQuotePolicyUseCase } from './re-quote-policy/re-quote-policy';
import { PreviewReinstatementUseCase, ReinstatePolicyUseCase } from './reinstate-policy/reinstate-policy';
import { RetryPolicyUpdateUseCase } from './retry-policy-update/retry-policy-update';
import { SearchPoliciesUseCase } from './search-policies/search-policies';
import { UpdatePolicyUseCase } from './update-policy/update-policy';

/** Every use case of policy administration, by class. */
export const POLICY_USE_CASES = [
  SearchPoliciesUseCase,
  ListAttemptsUseCase,
  GetPolicyUseCase,
  GetPolicyHistoryUseCase,
  GetPolicyDeliveriesUseCase,
  ListPolicyNotesUseCase,
  ReQuotePolicyUseCase,
  UpdatePolicyUseCase,
  RetryPolicyUpdateUseCase,
  CancelPolicyUseCase,
  ReinstatePolicyUseCase,
  AddPolicyNoteUseCase,
  GetEndorsementFormUseCase,
  PreviewCancellationUseCase,
  PreviewReinstatementUseCase,
  GetFinancialsUseCase,
  DrainMoneyOutboxUseCase,
] as const;

/**
 * Policy administration's use cases: the read side (search, a booking, its history, deliveries,
 * notes) and the write side (endorsements, cancellation, reinstatement, notes, financials, the
 * money outbox). Its ports (POLICY_TOKENS) are bound by whoever composes it: the server, a test.
 */
export const policyModule = new ContainerModule(({ bind }) => {
  bind(PolicyMaintenancePorts).toSelf().inSingletonScope();
  for (const useCase of POLICY_USE_CASES) bind(useCase).toSelf().inSingletonScope();
});

/** The use cases the HTTP edge and the server's money worker call, from a container that loaded policyModule. */
export const policyUseCases = (container: { get<T>(id: abstract new (...args: never[]) => T): T }) => ({
  search: container.get(SearchPoliciesUseCase),
  attempts: container.get(ListAttemptsUseCase),
  get: container.get(GetPolicyUseCase),
  history: container.get(GetPolicyHistoryUseCase),
  deliveries: container.get(GetPolicyDeliveriesUseCase),
  notes: container.get(ListPolicyNotesUseCase),
  reQuote: container.get(ReQuotePolicyUseCase),
  update: container.get(UpdatePolicyUseCase),
  retryUpdate: container.get(RetryPolicyUpdateUseCase),
  cancel: container.get(CancelPolicyUseCase),
  reinstate: container.get(ReinstatePolicyUseCase),
  addNote: container.get(AddPolicyNoteUseCase),
  endorsementForm: container.get(GetEndorsementFormUseCase),
  previewCancellation: container.get(PreviewCancellationUseCase),
  previewReinstatement: container.get(PreviewReinstatementUseCase),
  financials: container.get(GetFinancialsUseCase),
  drainMoney: container.get(DrainMoneyOutboxUseCase),
});
export type PolicyUseCases = ReturnType<typeof policyUseCases>;
