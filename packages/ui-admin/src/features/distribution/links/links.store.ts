import type { DistributionService, ExternalLinkResponse, LinkSection } from '@tripx/application';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { callError, type CallError, type Label } from '../shared/call-state';

const EMPTY = { labelEn: '', labelFr: '', url: '' };

/** /external, /resources, /forms, /faq: the section's links; editors add and remove them (allowed domains only). */
export class LinksStore {
  links: readonly ExternalLinkResponse[] = [];
  allowedDomains: readonly string[] = [];
  form = EMPTY;
  formErrors: Readonly<Record<string, Label>> = {};
  error: CallError | null = null;
  /** The list could not be read (its error shows, not "no links"). */
  loadFailed = false;

  constructor(
    private readonly api: Pick<DistributionService, 'links' | 'saveLink' | 'deleteLink' | 'allowedDomains'>,
    readonly section: LinkSection,
  ) {
    makeObservable(this, {
      links: observable.ref,
      allowedDomains: observable.ref,
      form: observable.ref,
      formErrors: observable.ref,
      error: observable.ref,
      loadFailed: observable,
      fieldChanged: action,
    });
  }

  async load(editor: boolean): Promise<void> {
    const [links, domains] = await Promise.all([
      this.api.links(this.section),
      editor ? this.api.allowedDomains() : Promise.resolve(null),
    ]);
    runInAction(() => {
      this.error = links.ok ? null : callError(links.failure);
      this.loadFailed = !links.ok;
      this.links = links.ok ? links.value : [];
      this.allowedDomains = domains?.ok ? domains.value : [];
    });
  }

  fieldChanged(field: keyof typeof EMPTY, value: string): void {
    this.form = { ...this.form, [field]: value };
    const { [field]: _cleared, ...rest } = this.formErrors;
    this.formErrors = rest;
  }

  /** Saves the form; saved, the form empties and the list is read again (whose error, if any, shows). */
  async added(): Promise<boolean> {
    const r = await this.api.saveLink(this.section, { ...this.form, sortOrder: this.links.length });
    runInAction(() => {
      const error = r.ok ? null : callError(r.failure);
      this.error = error;
      this.formErrors = error?.fields ?? {};
      if (r.ok) this.form = EMPTY;
    });
    if (r.ok) await this.load(true);
    return r.ok;
  }

  async removed(id: string): Promise<void> {
    const r = await this.api.deleteLink(this.section, id);
    if (r.ok) await this.load(true);
    else runInAction(() => (this.error = callError(r.failure)));
  }
}
