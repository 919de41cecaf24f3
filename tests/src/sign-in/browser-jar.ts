import type { FastifyInstance } from 'fastify';

/** Just enough of a browser for the sign-in redirects: cookies by path, one host, no scripts. */
export class BrowserJar {
  readonly #cookies = new Map<string, { value: string; path: string }>();
  constructor(
    private readonly app: FastifyInstance,
    readonly host: string,
    /** The client's address as the server sees it (rate limits and sign-in throttling count by it). */
    readonly address = '127.0.0.1',
  ) {}

  cookie(name: string): string | undefined {
    return this.#cookies.get(name)?.value;
  }
  setCookie(name: string, value: string): void {
    this.#cookies.set(name, { value, path: '/' });
  }

  private header(path: string): string {
    return [...this.#cookies.entries()]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([k, c]) => `${k}=${c.value}`)
      .join('; ');
  }

  private remember(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const path = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attrs.some((a) => /^expires=thu, 01 jan 1970/i.test(a)) || value === '';
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, { value, path });
    }
  }

  /** A request as the browser would send it; `url` may be absolute (our host) or a path. */
  async request(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
    headers: Record<string, string> = {},
  ) {
    const u = new URL(url, `http://${this.host}`);
    if (u.host !== this.host) throw new Error(`left the site: ${url}`);
    const res = await this.app.inject({
      method,
      url: u.pathname + u.search,
      remoteAddress: this.address,
      headers: {
        host: this.host,
        cookie: this.header(u.pathname),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    this.remember(res.headers['set-cookie']);
    return res;
  }
}
