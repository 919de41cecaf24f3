import {
  type DistributionService,
  EDITABLE_CONTENT_KEYS,
  type EditableContentKey,
  type OrganizationNodeResponse,
} from '@tripx/application';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { callError, type CallError } from '../shared/call-state';

type Lang = 'en' | 'fr';
type Content = Readonly<Record<Lang, Readonly<Record<string, string>>>>;

/**
 * /maintenance: an organization's contract content (spec 3 keys) in EN and FR. The server sanitizes
 * HTML on save; what it answers replaces the draft, so the preview shows what the purchase app will.
 */
export class MaintenanceStore {
  readonly keys = EDITABLE_CONTENT_KEYS;
  organizations: readonly OrganizationNodeResponse[] = [];
  organizationCode = '';
  key: EditableContentKey = 'banner';
  lang: Lang = 'en';
  saved: Content = { en: {}, fr: {} };
  draft: Content = { en: {}, fr: {} };
  error: CallError | null = null;
  saving = false;

  constructor(private readonly api: Pick<DistributionService, 'organizations' | 'content' | 'saveContent'>) {
    makeObservable(this, {
      organizations: observable.ref,
      organizationCode: observable,
      key: observable,
      lang: observable,
      saved: observable.ref,
      draft: observable.ref,
      error: observable.ref,
      saving: observable,
      value: computed,
      dirty: computed,
      keyChosen: action,
      langChosen: action,
      edited: action,
    });
  }

  get value(): string {
    return this.draft[this.lang][this.key] ?? '';
  }

  get dirty(): boolean {
    return (['en', 'fr'] as const).some((l) =>
      this.keys.some((k) => (this.draft[l][k] ?? '') !== (this.saved[l][k] ?? '')),
    );
  }

  async load(defaultCode: string | null): Promise<void> {
    const r = await this.api.organizations({});
    const orgs = r.ok ? r.value : [];
    const code = orgs.find((o) => o.code === defaultCode)?.code ?? orgs[0]?.code ?? defaultCode ?? '';
    runInAction(() => (this.organizations = orgs));
    if (code) await this.opened(code);
  }

  async opened(code: string): Promise<void> {
    runInAction(() => (this.organizationCode = code));
    const r = await this.api.content(code);
    runInAction(() => {
      // Another organization was chosen while this one loaded: its answer must not win.
      if (this.organizationCode !== code) return;
      this.error = r.ok ? null : callError(r.failure);
      this.saved = r.ok ? r.value.contract.content : { en: {}, fr: {} };
      this.draft = this.saved;
    });
  }

  keyChosen(key: EditableContentKey): void {
    this.key = key;
  }

  langChosen(lang: Lang): void {
    this.lang = lang;
  }

  edited(html: string): void {
    this.draft = { ...this.draft, [this.lang]: { ...this.draft[this.lang], [this.key]: html } };
  }

  /** Sends only the keys that changed, in both languages. */
  async save(): Promise<boolean> {
    const changed = (l: Lang) =>
      Object.fromEntries(
        this.keys
          .filter((k) => (this.draft[l][k] ?? '') !== (this.saved[l][k] ?? ''))
          .map((k) => [k, this.draft[l][k] ?? '']),
      );
    runInAction(() => (this.saving = true));
    const r = await this.api.saveContent(this.organizationCode, { en: changed('en'), fr: changed('fr') });
    return runInAction(() => {
      this.saving = false;
      this.error = r.ok ? null : callError(r.failure);
      if (r.ok) {
        this.saved = r.value;
        this.draft = r.value;
      }
      return r.ok;
    });
  }
}
