/** The address bar as the router needs it; the browser one in the app, a memory one in tests. */
export interface HistoryPort {
  readonly location: () => { readonly pathname: string; readonly search: string };
  push(url: string): void;
  replace(url: string): void;
  /** Back and forward buttons; returns the unsubscribe function. */
  listen(onPop: () => void): () => void;
}

export const browserHistory = (w: Window): HistoryPort => ({
  location: () => ({ pathname: w.location.pathname, search: w.location.search }),
  push: (url) => w.history.pushState(null, '', url),
  replace: (url) => w.history.replaceState(null, '', url),
  listen: (onPop) => {
    w.addEventListener('popstate', onPop);
    return () => w.removeEventListener('popstate', onPop);
  },
});

export const memoryHistory = (initial: string) => {
  const entries = [initial];
  let index = 0;
  const listeners = new Set<() => void>();
  const split = (url: string) => {
    const q = url.indexOf('?');
    return q < 0 ? { pathname: url, search: '' } : { pathname: url.slice(0, q), search: url.slice(q) };
  };
  const history: HistoryPort & { back(): void; readonly entries: readonly string[] } = {
    entries,
    location: () => split(entries[index] ?? '/'),
    push: (url) => {
      entries.splice(index + 1);
      entries.push(url);
      index = entries.length - 1;
    },
    replace: (url) => {
      entries[index] = url;
    },
    listen: (onPop) => {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
    back: () => {
      index = Math.max(0, index - 1);
      listeners.forEach((l) => l());
    },
  };
  return history;
};
