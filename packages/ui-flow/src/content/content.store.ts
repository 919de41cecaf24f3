import type { ContentService, ContentViewResponse } from '@tripx/application';
import { shellChrome, type Language, type PremiumDisplay, type ShellChrome } from '@tripx/domain';
import { action, computed, makeObservable, observable } from 'mobx';

export type LoadState = 'idle' | 'loading' | 'fetched' | 'error';

/** The organization's content (spec 7.2): banner, footer, need-assistance box, terms, consents, logo. */
export class ContentStore {
  content: ContentViewResponse | undefined = undefined;
  state: LoadState = 'idle';
  private requested = '';

  /**
   * `organizationCode`: the organization to ask for by name (the staff app: the one the user works
   * for); without it the server picks by the reference code (the purchase app).
   */
  constructor(
    private readonly service: ContentService,
    private readonly organizationCode: () => string | undefined = () => undefined,
  ) {
    makeObservable<ContentStore, 'received'>(this, {
      content: observable.ref,
      state: observable,
      received: action,
      load: action,
      whiteLabelReferenceId: computed,
      visibility: computed,
      logoUrl: computed,
      organizationName: computed,
      organizationCategory: computed,
      premiumDisplay: computed,
    });
  }

  /**
   * Loads the content of the language for the reference code (sent as the url-ref-code header by the
   * client) or the organization asked by name; a repeated request is ignored.
   */
  async load(lang: Language, refCode: string | undefined): Promise<void> {
    const organizationCode = this.organizationCode();
    const key = `${lang}|${refCode ?? ''}|${organizationCode ?? ''}`;
    if (this.requested === key && this.state !== 'error') return;
    this.requested = key;
    this.state = 'loading';
    const r = await this.service.content(organizationCode ? { lang, organizationCode } : { lang });
    if (this.requested === key) this.received(r.ok ? r.value : undefined);
  }

  text(key: string): string {
    return this.content?.contract.content[key] ?? '';
  }

  get whiteLabelReferenceId(): string | undefined {
    return this.content?.organization.whiteLabel?.referenceId ?? undefined;
  }

  /** What the shell shows to a consumer, who has no menu: white label hides the toggle (spec 2.6, 6). */
  get visibility(): ShellChrome {
    const ref = this.whiteLabelReferenceId;
    return shellChrome({ isAdmin: false, ...(ref ? { whiteLabelReferenceId: ref } : {}) });
  }

  /** The organization's logo when its category shows one (the server's display: agencies, white labels). */
  get logoUrl(): string | undefined {
    const file = this.content?.organization.display.logoFile;
    return file ? `/static/logos/${encodeURIComponent(file)}` : undefined;
  }

  get organizationName(): string {
    const org = this.content?.organization;
    if (!org) return '';
    return this.content?.lang === 'fr' ? org.organizationNameInFrench : org.organizationName;
  }

  /** Spec 6: the category decides the staff booking's questions (AGENCY: referring agent, paid at the agency). */
  get organizationCategory(): string | undefined {
    return this.content?.organization.category;
  }

  /** How premiums show (spec 6): with their coverage or trip cost for agencies, as the server decided. */
  get premiumDisplay(): PremiumDisplay {
    return this.content?.organization.display.premiumDisplay ?? 'premium';
  }

  private received(content: ContentViewResponse | undefined): void {
    if (content) this.content = content;
    this.state = content ? 'fetched' : 'error';
  }
}
