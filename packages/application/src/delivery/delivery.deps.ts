import type { ConfirmationDocument } from './confirmation-document.port';
import type { ConfirmationViewSource } from './confirmation-view.source.port';
import type { MailTemplates } from './mail-templates.port';
import type { Mailer } from './mailer.port';
import type { Outbox } from './outbox.port';

/** Ports of the delivery use cases; each use case picks what it needs, so tests pass tiny fakes. */
export interface DeliveryDeps {
  readonly outbox: Outbox;
  readonly mailer: Mailer;
  readonly templates: MailTemplates;
  readonly document: ConfirmationDocument;
  readonly views: ConfirmationViewSource;
  /** The clock: "now" is read here, never inside the domain. */
  readonly now: () => Date;
  readonly newId: () => string;
}
