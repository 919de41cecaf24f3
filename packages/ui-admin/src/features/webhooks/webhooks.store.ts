import type { WebhookDeliveriesView, WebhookEndpointListView, WebhookService } from '@tripx/application';
import { checkWebhookUrl, type WebhookEventType } from '@tripx/domain';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { callError } from '../distribution/shared/call-state';
import { CredentialsStore } from '../distribution/shared/credentials.store';

export type EndpointRow = WebhookEndpointListView['endpoints'][number];
export type DeliveryRow = WebhookDeliveriesView['deliveries'][number];

interface EndpointForm {
  readonly url: string;
  readonly events: readonly WebhookEventType[];
  readonly description: string;
}

const EMPTY: EndpointForm = { url: '', events: [], description: '' };

/**
 * /webhooks: an organization's endpoints and, for the one opened, its latest deliveries with their
 * attempts; staff register an endpoint (its signing secret shown once), rotate its secret (shown
 * once again), delete one after confirming, and resend one delivery (the server sends it again
 * under the same webhook-id).
 */
export class WebhooksStore extends CredentialsStore<EndpointForm, EndpointRow> {
  organizationCode: string;
  /** The organization whose endpoints are listed (null before the first search). */
  shown: string | null = null;
  endpoints: readonly EndpointRow[] = [];
  opened: EndpointRow | null = null;
  deliveries: readonly DeliveryRow[] = [];
  /** Deliveries asked to be sent again, until the list is read afresh. */
  resent: ReadonlySet<string> = new Set();

  constructor(
    private readonly api: WebhookService,
    organizationCode: string,
  ) {
    super(EMPTY);
    this.organizationCode = organizationCode;
    makeObservable(this, {
      organizationCode: observable,
      shown: observable,
      endpoints: observable.ref,
      opened: observable.ref,
      deliveries: observable.ref,
      resent: observable.ref,
      organizationChanged: action,
      urlChanged: action,
      urlLeft: action,
      eventsChanged: action,
      descriptionChanged: action,
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
      this.form = EMPTY;
      this.formErrors = {};
    });
  }

  urlChanged(url: string): void {
    this.form = { ...this.form, url };
  }

  /** Early word on the URL, by the domain's rule the server applies again on registering. */
  urlLeft(): void {
    const url = this.form.url.trim();
    const check = url === '' ? undefined : checkWebhookUrl(url);
    const others = Object.fromEntries(Object.entries(this.formErrors).filter(([field]) => field !== 'url'));
    this.formErrors = check && !check.ok ? { ...others, url: { key: `errors:${check.code}` } } : others;
  }

  eventsChanged(events: readonly WebhookEventType[]): void {
    this.form = { ...this.form, events };
  }

  descriptionChanged(description: string): void {
    this.form = { ...this.form, description };
  }

  /** Registers the form's endpoint for the organization shown; the server's refusals land on their fields. */
  async created(): Promise<boolean> {
    const organizationCode = this.shown;
    if (organizationCode === null) return false;
    const { url, events, description } = this.form;
    const call = this.api.create({
      organizationCode,
      url: url.trim(),
      events: [...events],
      ...(description.trim() === '' ? {} : { description: description.trim() }),
    });
    return this.made(call, (v) => ({ name: v.url, secret: v.secret }));
  }

  async rotated(endpoint: EndpointRow): Promise<void> {
    await this.rotatedWith(this.api.rotateSecret(endpoint.id), (v) => ({
      name: endpoint.url,
      secret: v.secret,
    }));
  }

  async deleteConfirmed(): Promise<boolean> {
    const deleted = await this.removedWith((endpoint) => this.api.remove(endpoint.id));
    runInAction(() => {
      if (deleted && this.opened?.id === deleted.id) {
        this.opened = null;
        this.deliveries = [];
      }
    });
    return deleted !== null;
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

  /** The shown organization's endpoints read again (after a registration or a deletion). */
  protected async reload(): Promise<void> {
    const code = this.shown;
    if (code === null) return;
    const r = await this.api.endpoints(code);
    runInAction(() => {
      if (code !== this.shown) return;
      if (!r.ok) this.error = callError(r.failure);
      this.endpoints = r.ok ? r.value.endpoints : [];
    });
  }
}
