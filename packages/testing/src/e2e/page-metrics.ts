import type { Page } from 'playwright-core';

// What the benchmarks of the two apps read from a page in Chromium: the scripts it downloaded (as sent
// and as run) and its largest contentful paint.

export interface LoadedScript {
  /** The script's path on the server. */
  readonly path: string;
  /** The content-encoding it came with ('identity' when none). */
  readonly encoding: string;
  /** The body's bytes as they crossed the wire (compressed when the server compressed it). */
  readonly sentBytes: number;
  /** The body's bytes once decoded: what the browser parsed. */
  readonly bytes: number;
}

/**
 * Records every script the page downloads from now on; `loaded()` waits for the bodies still being read
 * and answers them, each path once.
 */
export const recordScripts = (page: Page): { loaded(): Promise<LoadedScript[]> } => {
  const pending: Promise<LoadedScript | undefined>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return undefined;
        const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
        return {
          path: new URL(request.url()).pathname,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
          sentBytes: sizes.responseBodySize,
          bytes: body.length,
        };
      })(),
    );
  });
  return {
    loaded: async () => {
      const scripts = (await Promise.all(pending)).filter((s): s is LoadedScript => s !== undefined);
      return [...new Map(scripts.map((s) => [s.path, s])).values()];
    },
  };
};

/** The page's largest contentful paint so far, in milliseconds from the navigation's start. */
export const largestContentfulPaint = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        });
        // The browser's entry type: under Node's types alone (the CLI's check) the list is Node's.
        const options = { type: 'largest-contentful-paint', buffered: true };
        observer.observe(options as Parameters<typeof observer.observe>[0]);
      }),
  );

/** A cold load: the browser's cache emptied and kept off (the profile's cookies stay). */
export const withoutCache = async (page: Page): Promise<void> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
};

/** Slows the page's CPU down `rate` times (Chromium's DevTools throttling); 1 to stop. */
export const throttleCpu = async (page: Page, rate: number): Promise<void> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
};

export const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** A layout shift a reader did not cause (no recent input), with the elements that moved. */
export interface LayoutShift {
  readonly value: number;
  readonly sources: readonly string[];
}

/** What a `layout-shift` entry and its sources' nodes hold (typed here: the CLI checks without DOM types). */
interface ShiftEntry {
  readonly value: number;
  readonly hadRecentInput: boolean;
  readonly sources?: readonly {
    readonly node?: {
      nodeName: string;
      localName?: string;
      id?: string;
      classList?: Iterable<string>;
    } | null;
    readonly previousRect: { readonly y: number; readonly height: number };
    readonly currentRect: { readonly y: number; readonly height: number };
  }[];
}
type ShiftSource = NonNullable<ShiftEntry['sources']>[number];

/**
 * From now on, every document the page loads records its layout shifts from its first paint (a
 * buffered `layout-shift` observer started before the page's own scripts), leaving out those that
 * follow an input within 500 ms, as Chrome's cumulative layout shift does.
 */
export const recordLayoutShifts = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    // `div.flow-actions y 780+60 → 1650+60`: the element, where it was and where it went.
    const describe = ({ node, previousRect: a, currentRect: b }: ShiftSource): string => {
      const classes = [...(node?.classList ?? [])].map((c) => `.${c}`).join('');
      const name = node?.localName ? `${node.localName}${node.id ? `#${node.id}` : ''}${classes}` : '?';
      const at = (r: ShiftSource['currentRect']) => `${Math.round(r.y)}+${Math.round(r.height)}`;
      return `${name} y ${at(a)} → ${at(b)}`;
    };
    const record = (entries: readonly unknown[]) => {
      for (const entry of entries as readonly ShiftEntry[])
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, sources: (entry.sources ?? []).map(describe) });
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    const options = { type: 'layout-shift', buffered: true };
    observer.observe(options as Parameters<typeof observer.observe>[0]);
    Object.assign(globalThis, {
      tripxTakeLayoutShifts: () => {
        record(observer.takeRecords());
        return shifts.splice(0);
      },
    });
  });
};

/**
 * The layout shifts of the current document since the last call (or since it loaded, after a
 * navigation or a reload), and their sum: the view's CLS, every shift counted (not only Chrome's
 * worst session window, so never less than Chrome's figure).
 */
export const takeLayoutShifts = async (page: Page): Promise<{ cls: number; shifts: LayoutShift[] }> => {
  const shifts = await page.evaluate(() =>
    (globalThis as unknown as { tripxTakeLayoutShifts: () => LayoutShift[] }).tripxTakeLayoutShifts(),
  );
  return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
};
