/**
 * The purchase app's composition, in the shape of inversify's (ARCHITECTURE: modules composed into one
 * container per app, symbol tokens in `app.tokens.ts`, never looked up from a view) without inversify
 * and reflect-metadata: this app binds only constants and factories, and the first page does not carry
 * a planner it never uses (≈ 15 KB gzip, issue 16 item 11). Every binding is a singleton, made at its
 * first `get`.
 */
export interface Resolver {
  get<T>(token: symbol): T;
}

interface Binding {
  toConstantValue(value: unknown): void;
  toDynamicValue(make: (resolver: Resolver) => unknown): void;
}

/** What a module's load function binds with: `bind(TOKEN).toConstantValue(…)` or `.toDynamicValue(…)`. */
export interface Binder {
  bind(token: symbol): Binding;
}

/** A module: the bindings of one part of the app (the page, the services, the stores). */
export class AppModule {
  constructor(readonly load: (binder: Binder) => void) {}
}

export class AppContainer implements Resolver {
  private readonly factories = new Map<symbol, (resolver: Resolver) => unknown>();
  private readonly values = new Map<symbol, unknown>();
  private readonly making = new Set<symbol>();

  constructor(...modules: readonly AppModule[]) {
    const binder: Binder = {
      bind: (token) => {
        if (this.factories.has(token)) throw new Error(`${String(token)} is bound twice`);
        const binding: Binding = {
          toConstantValue: (value) => binding.toDynamicValue(() => value),
          toDynamicValue: (make) => void this.factories.set(token, make),
        };
        return binding;
      },
    };
    for (const m of modules) m.load(binder);
  }

  get<T>(token: symbol): T {
    if (this.values.has(token)) return this.values.get(token) as T;
    const make = this.factories.get(token);
    if (!make) throw new Error(`nothing is bound to ${String(token)}`);
    if (this.making.has(token)) throw new Error(`${String(token)} depends on itself`);
    this.making.add(token);
    try {
      const value = make(this);
      this.values.set(token, value);
      return value as T;
    } finally {
      this.making.delete(token);
    }
  }
}
