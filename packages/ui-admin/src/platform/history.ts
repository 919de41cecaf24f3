/** The browser's address bar, behind an interface so that stores run in tests without a browser. */
export interface History {
  readonly pathname: string;
  readonly search: string;
  push(url: string): void;
  replace(url: string): void;
  onChange(listener: () => void): () => void;
  assign(url: string): void;
}

export const browserHistory = (w: Window): History => ({
  get pathname() {
    return w.location.pathname;
  },
  get search() {
    return w.location.search;
  },
  push: (url) => w.history.pushState(null, '', url),
  replace: (url) => w.history.replaceState(null, '', url),
  onChange: (listener) => {
    w.addEventListener('popstate', listener);
    return () => w.removeEventListener('popstate', listener);
  },
  assign: (url) => w.location.assign(url),
});
