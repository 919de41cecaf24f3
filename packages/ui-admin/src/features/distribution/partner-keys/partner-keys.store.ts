import type {
  DistributionService,
  OrganizationNodeResponse,
  PartnerKeyResponse,
  PartnerKeyService,
} from '@tripx/application';
import type { PartnerEnvironment, PartnerScope } from '@tripx/domain';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { callError } from '../shared/call-state';
import { CredentialsStore } from '../shared/credentials.store';

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
export class PartnerKeysStore extends CredentialsStore<KeyForm, PartnerKeyResponse> {
  organizations: readonly OrganizationNodeResponse[] = [];
  organizationCode = '';
  keys: readonly PartnerKeyResponse[] = [];

  constructor(
    private readonly api: PartnerKeyService,
    private readonly directory: Pick<DistributionService, 'organizations'>,
    private readonly lang: () => 'en' | 'fr',
  ) {
    super(EMPTY);
    makeObservable(this, {
      organizations: observable.ref,
      organizationCode: observable,
      keys: observable.ref,
      nameChanged: action,
      scopesChanged: action,
      environmentChosen: action,
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

  created(): Promise<boolean> {
    const call = this.api.create({
      organizationCode: this.organizationCode,
      ...this.form,
      scopes: [...this.form.scopes],
    });
    return this.made(call, (v) => ({ name: v.key.name, secret: v.secret }));
  }

  async rotated(key: PartnerKeyResponse): Promise<void> {
    await this.rotatedWith(this.api.rotate(key.id), (v) => ({ name: v.key.name, secret: v.secret }));
  }

  async revokeConfirmed(): Promise<boolean> {
    return (await this.removedWith((key) => this.api.revoke(key.id))) !== null;
  }

  protected async reload(): Promise<void> {
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
