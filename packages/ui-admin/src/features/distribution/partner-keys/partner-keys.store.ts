import type {
  DistributionService,
  OrganizationNodeResponse,
  PartnerKeyResponse,
  PartnerKeyService,
} from '@tripx/application';
import type { PartnerEnvironment, PartnerScope } from '@tripx/domain';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { callError, type CallError, type Label } from '../shared/call-state';

interface KeyForm {
  readonly name: string;
  readonly scopes: readonly PartnerScope[];
  readonly environment: PartnerEnvironment;
}

const EMPTY: KeyForm = { name: '', scopes: [], environment: 'test' };

/**
 * /partner-keys: insurer staff choose an organization, see its API keys, create one (its secret is
 * shown once), rotate one (a new secret, the old key revoked) and revoke one after confirming.
 */
export class PartnerKeysStore {
  organizations: readonly OrganizationNodeResponse[] = [];
  organizationCode = '';
  keys: readonly PartnerKeyResponse[] = [];
  form: KeyForm = EMPTY;
  formErrors: Readonly<Record<string, Label>> = {};
  error: CallError | null = null;
  /** The secret of the key just made or rotated: shown once, then forgotten. */
  revealed: { readonly keyName: string; readonly secret: string } | null = null;
  copied = false;
  /** The key whose revocation waits for confirmation. */
  revoking: PartnerKeyResponse | null = null;

  constructor(
    private readonly api: PartnerKeyService,
    private readonly directory: Pick<DistributionService, 'organizations'>,
    private readonly lang: () => 'en' | 'fr',
  ) {
    makeObservable(this, {
      organizations: observable.ref,
      organizationCode: observable,
      keys: observable.ref,
      form: observable.ref,
      formErrors: observable.ref,
      error: observable.ref,
      revealed: observable.ref,
      copied: observable,
      revoking: observable.ref,
      nameChanged: action,
      scopesChanged: action,
      environmentChosen: action,
      secretCopied: action,
      secretDismissed: action,
      revokeAsked: action,
      revokeCancelled: action,
    });
  }

  /** The organizations the caller may manage; one alone is chosen at once. */
  async load(): Promise<void> {
    const r = await this.directory.organizations({ includeChildOrganizations: true, lang: this.lang() });
    runInAction(() => {
      this.error = r.ok ? null : callError(r.failure);
      this.organizations = r.ok ? r.value : [];
    });
    const only = this.organizations.length === 1 ? this.organizations[0] : undefined;
    if (only) await this.organizationChosen(only.code);
  }

  async organizationChosen(code: string): Promise<void> {
    runInAction(() => {
      this.organizationCode = code;
      this.keys = [];
    });
    await this.reload();
  }

  nameChanged(name: string): void {
    this.form = { ...this.form, name };
  }

  scopesChanged(scopes: readonly PartnerScope[]): void {
    this.form = { ...this.form, scopes };
  }

  environmentChosen(environment: PartnerEnvironment): void {
    this.form = { ...this.form, environment };
  }

  async created(): Promise<boolean> {
    const r = await this.api.create({
      organizationCode: this.organizationCode,
      ...this.form,
      scopes: [...this.form.scopes],
    });
    runInAction(() => {
      const error = r.ok ? null : callError(r.failure);
      this.error = error;
      this.formErrors = error?.fields ?? {};
      if (r.ok) {
        this.form = EMPTY;
        this.reveal(r.value.key.name, r.value.secret);
      }
    });
    if (r.ok) await this.reload();
    return r.ok;
  }

  async rotated(key: PartnerKeyResponse): Promise<void> {
    const r = await this.api.rotate(key.id);
    runInAction(() => {
      this.error = r.ok ? null : callError(r.failure);
      if (r.ok) this.reveal(r.value.key.name, r.value.secret);
    });
    if (r.ok) await this.reload();
  }

  secretCopied(): void {
    this.copied = true;
  }

  secretDismissed(): void {
    this.revealed = null;
    this.copied = false;
  }

  revokeAsked(key: PartnerKeyResponse): void {
    this.revoking = key;
  }

  revokeCancelled(): void {
    this.revoking = null;
  }

  async revokeConfirmed(): Promise<boolean> {
    const key = this.revoking;
    if (!key) return false;
    const r = await this.api.revoke(key.id);
    runInAction(() => {
      this.error = r.ok ? null : callError(r.failure);
      this.revoking = null;
    });
    if (r.ok) await this.reload();
    return r.ok;
  }

  private reveal(keyName: string, secret: string): void {
    this.revealed = { keyName, secret };
    this.copied = false;
  }

  private async reload(): Promise<void> {
    const code = this.organizationCode;
    if (code === '') return;
    const r = await this.api.keys(code);
    runInAction(() => {
      if (code !== this.organizationCode) return;
      if (!r.ok) this.error = callError(r.failure);
      this.keys = r.ok ? r.value.keys : [];
    });
  }
}
