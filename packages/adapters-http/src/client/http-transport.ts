export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call as HttpClient makes it: its headers already written, its body already JSON. */
export interface HttpRequest {
  readonly method: HttpMethod;
  /** A path of the page's origin (`/api/...`). */
  readonly url: string;
  /** Query parameters; undefined ones are left out. */
  readonly params?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  /** The answer is read as bytes (an ArrayBuffer) instead of JSON. */
  readonly binary: boolean;
}

/** Any status is an answer; only a call that got none (network, time-out) rejects. */
export interface HttpAnswer {
  readonly status: number;
  /** The parsed JSON body, the text when it is not JSON, an ArrayBuffer for a binary call. */
  readonly data: unknown;
  readonly header: (name: string) => string | null;
}

export type HttpTransport = (request: HttpRequest) => Promise<HttpAnswer>;

const withParams = (url: string, params: HttpRequest['params']): string => {
  const query = new URLSearchParams();
  Object.entries(params ?? {}).forEach(([name, value]) => {
    if (value !== undefined) query.append(name, String(value));
  });
  const search = query.toString();
  return search === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${search}`;
};

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * The browser's fetch as the transport: same origin with the page's cookies, and a time limit after
 * which the call has no answer. (The apps took axios for this; fetch does it without 18 KB of script
 * on every first load.)
 */
export const fetchTransport =
  (options: { readonly fetch?: typeof fetch; readonly timeoutMs?: number } = {}): HttpTransport =>
  async (request) => {
    const send = options.fetch ?? ((input, init) => fetch(input, init));
    const res = await send(withParams(request.url, request.params), {
      method: request.method,
      headers:
        request.body === undefined
          ? request.headers
          : { ...request.headers, 'content-type': 'application/json' },
      ...(request.body === undefined ? {} : { body: request.body }),
      credentials: 'include',
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    return {
      status: res.status,
      data: request.binary ? await res.arrayBuffer() : parsed(await res.text()),
      header: (name) => res.headers.get(name),
    };
  };
