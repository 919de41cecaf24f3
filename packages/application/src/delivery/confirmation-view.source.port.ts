import type { ConfirmationView } from './confirmation-view';

/**
 * Where confirmation views come from (a SQL read model on the server): the booking that holds
 * `policyNumber`, with all its travellers, or undefined when there is none.
 */
export interface ConfirmationViewSource {
  confirmationView(policyNumber: string): Promise<ConfirmationView | undefined>;
}
