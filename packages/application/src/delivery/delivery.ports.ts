import 'reflect-metadata';
import { inject, injectable } from 'inversify';
import type { ConfirmationDocument } from './confirmation-document.port';
import type { ConfirmationViewSource } from './confirmation-view.source.port';
import type { DeliveryDeps } from './delivery.deps';
import { DELIVERY_TOKENS } from './delivery.tokens';
import type { MailTemplates } from './mail-templates.port';
import type { Mailer } from './mailer.port';
import type { Outbox } from './outbox.port';

/** The clock and the ids of the delivery use cases. */
export interface DeliverySupport {
  readonly now: () => Date;
  readonly newId: () => string;
}

/** A booking's confirmation is one e-mail, filed under its first policy (by reference number). */
export interface PolicyGroups {
  /** The first policy of the booking that holds `policyNumber`; undefined for an unknown number. */
  firstPolicyOf(policyNumber: string): Promise<string | undefined>;
}

/** The delivery ports as the container binds them, gathered for the use cases' functions. */
@injectable()
export class DeliveryPorts implements DeliveryDeps {
  readonly now: () => Date;
  readonly newId: () => string;

  constructor(
    @inject(DELIVERY_TOKENS.Outbox) readonly outbox: Outbox,
    @inject(DELIVERY_TOKENS.Mailer) readonly mailer: Mailer,
    @inject(DELIVERY_TOKENS.MailTemplates) readonly templates: MailTemplates,
    @inject(DELIVERY_TOKENS.ConfirmationDocument) readonly document: ConfirmationDocument,
    @inject(DELIVERY_TOKENS.ConfirmationViewSource) readonly views: ConfirmationViewSource,
    @inject(DELIVERY_TOKENS.PolicyGroups) readonly groups: PolicyGroups,
    @inject(DELIVERY_TOKENS.Support) support: DeliverySupport,
  ) {
    this.now = support.now;
    this.newId = support.newId;
  }
}
