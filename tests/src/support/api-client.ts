/** A browser-like client: one cookie jar, the CSRF token of its session, JSON in and out. */
export interface ApiResponse<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

/** One answer as the server gave it, for the OpenAPI conformance check. */
export interface AnsweredCall {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly contentType: string;
  readonly body: unknown;
}

export class ApiClient {
  cookie: string | undefined;
  csrfToken: string | undefined;
  /** Headers sent on every call, as the apps' HTTP client sends them (url-ref-code, lang). */
  always: Record<string, string> = {};

  constructor(
    readonly baseUrl: string,
    readonly cookieName = 'tripx.sid',
    private readonly answered?: (call: AnsweredCall) => void,
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...this.always, ...options.headers };
    if (this.cookie) headers['cookie'] = `${this.cookieName}=${this.cookie}`;
    if (options.csrf !== false && this.csrfToken && method !== 'GET')
      headers['x-csrf-token'] = this.csrfToken;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const setCookie = res.headers.get('set-cookie');
    const m = setCookie ? new RegExp(`${this.cookieName}=([^;]*)`).exec(setCookie) : null;
    if (m) this.cookie = m[1] || undefined;
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = text;
    }
    this.answered?.({
      method,
      path,
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      body: parsed,
    });
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = unknown>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, headers ? { headers } : {});
  }

  post<T = unknown>(
    path: string,
    body: unknown,
    options: { headers?: Record<string, string>; csrf?: boolean } = {},
  ) {
    return this.request<T>('POST', path, { ...options, body });
  }

  /** GET /csrf: starts (or reuses) the session and keeps its token for unsafe calls. */
  async startSession(): Promise<string> {
    const r = await this.get<{ csrfToken: string }>('/csrf');
    if (r.status !== 200) throw new Error(`/csrf answered ${r.status}`);
    this.csrfToken = r.body.csrfToken;
    return this.csrfToken;
  }
}
