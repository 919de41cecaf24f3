import type { Session } from '@tripx/application';
import type { Language } from '@tripx/domain';

/** A delivery attempt as the deliveries call shows it (spec 7.4), outbox history included. */
export interface DeliveryView {
  readonly at: string;
  readonly channel: string;
  readonly recipient: string;
  readonly language: string;
  readonly status: string;
  readonly document: string;
  readonly attempt?: number;
  readonly errorCode?: string | null;
  readonly error?: string | null;
}

/**
 * What the HTTP side needs from buying (owned by application/src/purchase and delivery): the server
 * wires it; without it the purchase routes answer 503.
 */
export interface PurchaseHttpService {
  purchase(input: {
    readonly session: Session;
    readonly idempotencyKey: string | undefined;
    readonly body: unknown;
  }): Promise<{ status: number; body: unknown; replayed: boolean }>;
  /** True when this session bought the policy (an anonymous buyer sees only its own documents). */
  ownsPolicy(session: Session, policyNumber: string): Promise<boolean>;
  confirmationPdf(
    policyNumber: string,
    lang: Language | undefined,
  ): Promise<{ ok: true; bytes: Uint8Array; filename: string } | { ok: false; status: number; code: string }>;
  resend(input: {
    readonly policyNumber: string;
    readonly email: string | undefined;
  }): Promise<{ status: number; body: unknown }>;
  deliveries(policyNumber: string): Promise<readonly DeliveryView[]>;
  /** Queues the saved-quote e-mail of a lead; answers the link that reopens the quote. */
  savedQuote(lead: {
    readonly id: string;
    readonly email: string;
    readonly firstName: string | null;
    readonly tripStartDate: string | null;
    readonly language: Language;
  }): Promise<string | undefined>;
}
