import { isRight } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { observable, reaction, runInAction, toJS } from 'mobx';

/** sessionStorage, or a map in tests; the browser may refuse storage (private mode, quota). */
export type SliceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The persisted session-store slices of spec 3 (the purchase flow's share of them). */
export const SLICE_NAMES = [
  'config',
  'quoteForm',
  'travelLocations',
  'needAnalysis',
  'recommendation',
  'quote',
  'travellersPlan',
  'medQuestionnaire',
  'travellersDetails',
  'policyCreate',
  // A purchase of this quote the server told a tab that did not make it (a new tab).
  'purchased',
  // The staff app's own questions of a booking (referring agent, paid at the agency, application date).
  'bookingOptions',
  // What the purchase app says once after reopening a saved quote (its price then and today).
  'resumeNotice',
] as const;
export type SliceName = (typeof SLICE_NAMES)[number];

/** The purchase app's keys; the staff app passes its own prefix so that the two never mix. */
export const WEB_SLICE_PREFIX = 'tripx.web.';

/**
 * Keeps the buyer's work across a reload (spec 3, 9: session kept in sessionStorage). Each slice is
 * decoded with its io-ts codec on load: a snapshot from an older version, or one edited by hand, is
 * dropped and the slice starts empty instead of breaking the page.
 */
export class SessionSlices {
  /** Bumped on every write, so that what keeps the slices elsewhere (the server) follows them. */
  private readonly writes = observable.box(0);

  constructor(
    private readonly storage: SliceStorage | undefined,
    private readonly keyPrefix: string = WEB_SLICE_PREFIX,
  ) {}

  load<A>(name: SliceName, codec: t.Decoder<unknown, A>): A | undefined {
    const raw = this.read(name);
    if (raw === undefined) return undefined;
    try {
      const decoded = codec.decode(JSON.parse(raw));
      if (isRight(decoded)) return decoded.right;
    } catch {
      // not JSON: dropped below
    }
    this.clear(name);
    return undefined;
  }

  save(name: SliceName, value: unknown): void {
    try {
      this.storage?.setItem(this.keyPrefix + name, JSON.stringify(value));
    } catch {
      // Storage full or refused: the page keeps working, only a reload would lose the step.
    }
    this.written();
  }

  clear(name: SliceName): void {
    try {
      this.storage?.removeItem(this.keyPrefix + name);
    } catch {
      // nothing to clear
    }
    this.written();
  }

  /** How many writes so far (observable). */
  get revision(): number {
    return this.writes.get();
  }

  /** Whether this tab holds a slice (a new tab holds none). */
  has(name: SliceName): boolean {
    return this.read(name) !== undefined;
  }

  /** Every slice this tab holds, as JSON values (undecoded: `load` decodes each when a store reads it). */
  snapshot(): Record<string, unknown> {
    const all: Record<string, unknown> = {};
    for (const name of SLICE_NAMES) {
      const raw = this.read(name);
      if (raw === undefined) continue;
      try {
        all[name] = JSON.parse(raw);
      } catch {
        // not JSON: left out
      }
    }
    return all;
  }

  /** Writes back the slices of a snapshot (the server's copy): the stores read them when they are made. */
  restore(snapshot: Readonly<Record<string, unknown>>): void {
    for (const name of SLICE_NAMES) if (snapshot[name] !== undefined) this.save(name, snapshot[name]);
  }

  clearAll(): void {
    for (const name of SLICE_NAMES) this.clear(name);
  }

  /** Saves the slice whenever what `snapshot` reads changes; returns the disposer. */
  persist(name: SliceName, snapshot: () => unknown): () => void {
    // Synchronous on purpose: a reload right after a keystroke must still find it (writes are tiny).
    return reaction(
      () => toJS(snapshot()),
      (value) => this.save(name, value),
    );
  }

  private written(): void {
    runInAction(() => this.writes.set(this.writes.get() + 1));
  }

  private read(name: SliceName): string | undefined {
    try {
      return this.storage?.getItem(this.keyPrefix + name) ?? undefined;
    } catch {
      return undefined;
    }
  }
}

/** A Storage held in memory, for tests and for browsers that refuse sessionStorage. */
export const memoryStorage = (): SliceStorage & { readonly data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};
