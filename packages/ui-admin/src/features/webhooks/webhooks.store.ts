import type { WebhookDeliveriesView, WebhookEndpointListView, WebhookService } from '@tripx/application';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { callError, type CallError } from '../distribution/shared/call-state';

export type EndpointRow = WebhookEndpointListView['endpoints'][number];
export type DeliveryRow = WebhookDeliveriesView['deliveries'][number];

/**
 * /webhooks: an organization's endpoints and, for the one opened, its latest deliveries with their
 * attempts; staff resend one delivery (the server sends it again under the same webhook-id).
 */
export class WebhooksStore {
  organizationCode: string;
  /** The organization whose endpoints are listed (null before the first search). */
  shown: string | null = null;
  endpoints: readonly EndpointRow[] = [];
  opened: EndpointRow | null = null;
  deliveries: readonly DeliveryRow[] = [];
  /** Deliveries asked to be sent again, until the list is read afresh. */
  resent: ReadonlySet<string> = new Set();
  error: CallError | null = null;

  constructor(
    private readonly api: WebhookService,
    organizationCode: string,
  ) {
    this.organizationCode = organizationCode;
    makeObservable(this, {
      organizationCode: observable,
      shown: observable,
      endpoints: observable.ref,
      opened: observable.ref,
      deliveries: observable.ref,
      resent: observable.ref,
      error: observable.ref,
      organizationChanged: action,
    });
  }

  organizationChanged(code: string): void {
    this.organizationCode = code;
  }

  async search(): Promise<void> {
    const code = this.organizationCode.trim();
    if (code === '') return;
    const r = await this.api.endpoints(code);
    runInAction(() => {
      this.error = r.ok ? null : callError(r.failure);
      this.shown = code;
      this.endpoints = r.ok ? r.value.endpoints : [];
      this.opened = null;
      this.deliveries = [];
    });
  }

  async open(endpoint: EndpointRow): Promise<void> {
    const r = await this.api.deliveries(endpoint.id);
    runInAction(() => {
      this.error = r.ok ? null : callError(r.failure);
      this.opened = endpoint;
      this.deliveries = r.ok ? r.value.deliveries : [];
      this.resent = new Set();
    });
  }

  async resend(delivery: DeliveryRow): Promise<boolean> {
    const r = await this.api.resend(delivery.id);
    runInAction(() => {
      this.error = r.ok ? null : callError(r.failure);
      if (r.ok) this.resent = new Set([...this.resent, delivery.id]);
    });
    return r.ok;
  }
}
