import { action, computed, makeObservable, observable } from 'mobx';
import type { createBrowserRouter } from 'react-router-dom';
import { languageFromUrl, type Lang } from '../../platform/i18n';
import { APP_BASE, appPath } from './app-path';

/** The part of react-router's data router the store reads and drives (a memory router in tests). */
export type AdminDataRouter = Pick<
  ReturnType<typeof createBrowserRouter>,
  'state' | 'subscribe' | 'navigate'
>;

/** Search parameters kept in the address besides the language (filters, sort, page). */
export type Query = Readonly<Record<string, string>>;
/** A change of the query: a value sets its parameter, undefined or '' removes it. */
export type QueryPatch = Readonly<Record<string, string | undefined>>;

const searchOf = (lang: Lang, query: Query): string => {
  const search = new URLSearchParams({ lang });
  Object.entries(query).forEach(([name, value]) => search.append(name, value));
  return `?${search.toString()}`;
};

const queryOf = (search: string): Query => {
  const query: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, name) => {
    if (name !== 'lang' && !(name in query)) query[name] = value;
  });
  return query;
};

/**
 * Where the user is in the app, in which language (the `lang` query parameter) and with which path and
 * query parameters, as MobX state read from the data router; moving goes through the router, so the
 * address bar, Back and Forward and these observables never disagree.
 */
export class RouterStore {
  path = '/';
  lang: Lang = 'en';
  params: Readonly<Record<string, string>> = {};
  query: Query = {};

  constructor(
    private readonly router: AdminDataRouter,
    private readonly location: Pick<Location, 'assign'>,
  ) {
    makeObservable(this, {
      path: observable,
      lang: observable,
      params: observable.struct,
      query: observable.struct,
      here: computed,
      sync: action,
    });
    this.sync(router.state);
    router.subscribe((state) => this.sync(state));
  }

  /** The address of an app path, in the page's language unless another is given, with a query. */
  href(path: string, lang: Lang = this.lang, query: Query = {}): string {
    return `${APP_BASE}${path === '/' ? '/' : path}${searchOf(lang, query)}`;
  }

  /** The address the user is at (what sign-in returns to). */
  get here(): string {
    return this.href(this.path, this.lang, this.query);
  }

  /** Opens an app path (a new entry in the browser's history), with the query given or none. */
  navigate(path: string, query: Query = {}): void {
    void this.router.navigate(`${path}${searchOf(this.lang, query)}`);
  }

  /** Opens an app path in place of the current entry (redirects). */
  replace(path: string): void {
    void this.router.navigate(`${path}${searchOf(this.lang, {})}`, { replace: true });
  }

  /** Changes query parameters of the current path (pushed unless `replace`: a filter typed is not a step back). */
  setQuery(patch: QueryPatch, options: { readonly replace?: boolean } = {}): void {
    const next: Record<string, string> = { ...this.query };
    Object.entries(patch).forEach(([name, value]) => {
      if (value === undefined || value === '') delete next[name];
      else next[name] = value;
    });
    void this.router.navigate(`${this.path}${searchOf(this.lang, next)}`, {
      replace: options.replace ?? false,
    });
  }

  setLang(lang: Lang): void {
    void this.router.navigate(`${this.path}${searchOf(lang, this.query)}`, { replace: true });
  }

  /** Leaves the app (sign-in and sign-out go through the server). */
  leave(url: string): void {
    this.location.assign(url);
  }

  sync(state: AdminDataRouter['state']): void {
    this.path = appPath(state.location.pathname);
    this.lang = languageFromUrl(state.location.search);
    this.query = queryOf(state.location.search);
    // The named segments (":policyNumber") of the matched route; a splat ("*") is no parameter.
    const params: Record<string, string> = {};
    Object.entries(state.matches.at(-1)?.params ?? {}).forEach(([name, value]) => {
      if (value !== undefined && name !== '*') params[name] = value;
    });
    this.params = params;
  }
}
