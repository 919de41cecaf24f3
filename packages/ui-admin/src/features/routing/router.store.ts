import { action, makeObservable, observable } from 'mobx';
import type { History } from '../../platform/history';
import { languageFromUrl, type Lang } from '../../platform/i18n';

export const APP_BASE = '/admin';

/** The path inside the app ("/users"), from a full one ("/admin/users"). */
export const appPath = (pathname: string): string => {
  const rest = pathname.startsWith(APP_BASE) ? pathname.slice(APP_BASE.length) : pathname;
  const trimmed = rest.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

/** Where the user is in the app and in which language (the `lang` query parameter). */
export class RouterStore {
  path: string;
  lang: Lang;
  readonly #stop: () => void;

  constructor(private readonly history: History) {
    this.path = appPath(history.pathname);
    this.lang = languageFromUrl(history.search);
    makeObservable(this, {
      path: observable,
      lang: observable,
      navigate: action,
      replace: action,
      setLang: action,
      sync: action,
    });
    this.#stop = history.onChange(() => this.sync());
  }

  href(path: string, lang: Lang = this.lang): string {
    return `${APP_BASE}${path === '/' ? '/' : path}?lang=${lang}`;
  }

  navigate(path: string): void {
    this.path = appPath(`${APP_BASE}${path}`);
    this.history.push(this.href(this.path));
  }

  replace(path: string): void {
    this.path = appPath(`${APP_BASE}${path}`);
    this.history.replace(this.href(this.path));
  }

  setLang(lang: Lang): void {
    this.lang = lang;
    this.history.replace(this.href(this.path, lang));
  }

  /** Leaves the app (sign-in and sign-out go through the server). */
  leave(url: string): void {
    this.history.assign(url);
  }

  sync(): void {
    this.path = appPath(this.history.pathname);
    this.lang = languageFromUrl(this.history.search);
  }

  stop(): void {
    this.#stop();
  }
}
