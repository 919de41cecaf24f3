import type { Language } from '@tripx/domain';
import { DEFAULT_ORGANIZATION_CODE } from '@tripx/domain';
import { type ApiResult, CsrfResponse, type DownloadedFile, failed } from '@tripx/application';
import * as t from 'io-ts';
import { decodeResponse, httpFailure } from './decode-response';
import type { HttpAnswer, HttpMethod, HttpTransport } from './http-transport';

/** What the headers of every product call come from (spec 7 "General"); read at each call. */
export interface ClientContext {
  readonly lang: () => Language;
  /** The refCode URL parameter of the page, when there is one. */
  readonly refCode: () => string | undefined;
}

export interface RequestOptions {
  readonly params?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly headers?: Readonly<Record<string, string>>;
  /** The answer is a file: kept as bytes with its content type and file name. */
  readonly binary?: boolean;
}

const isFile = (u: unknown): u is DownloadedFile =>
  typeof u === 'object' && u !== null && (u as DownloadedFile).bytes instanceof ArrayBuffer;
const DownloadedFileCodec = new t.Type<DownloadedFile>(
  'DownloadedFile',
  isFile,
  (u, c) => (isFile(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

const UNSAFE = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The client side of the API contract, over a transport (`fetchTransport` in the apps): fetches the CSRF token on start, sends it as x-csrf-token with the
 * lang and url-ref-code headers, and decodes every answer. No interceptor navigates or shows a toast:
 * each call returns a value or a typed failure, and the store decides.
 */
export class HttpClient {
  private csrfToken: string | undefined;
  private pendingCsrf: Promise<void> | undefined;

  constructor(
    private readonly transport: HttpTransport,
    private readonly context: ClientContext,
    private readonly log: (message: string) => void = (m) => console.warn(m),
  ) {}

  /** GET /csrf with credentials (spec 7). A failure is only logged (spec 8): calls will answer 403. */
  start(): Promise<void> {
    this.pendingCsrf ??= this.fetchCsrf().finally(() => {
      this.pendingCsrf = undefined;
    });
    return this.pendingCsrf;
  }

  get<A>(codec: t.Decoder<unknown, A>, url: string, options: RequestOptions = {}): Promise<ApiResult<A>> {
    return this.request('GET', codec, url, undefined, options);
  }

  post<A>(
    codec: t.Decoder<unknown, A>,
    url: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResult<A>> {
    return this.request('POST', codec, url, body, options);
  }

  put<A>(
    codec: t.Decoder<unknown, A>,
    url: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResult<A>> {
    return this.request('PUT', codec, url, body, options);
  }

  delete<A>(codec: t.Decoder<unknown, A>, url: string, options: RequestOptions = {}): Promise<ApiResult<A>> {
    return this.request('DELETE', codec, url, undefined, options);
  }

  /** A POST answered with a file (an export): its bytes, type and the name the server gave it. */
  download(url: string, body: unknown, options: RequestOptions = {}): Promise<ApiResult<DownloadedFile>> {
    return this.request('POST', DownloadedFileCodec, url, body, { ...options, binary: true });
  }

  private async fetchCsrf(): Promise<void> {
    try {
      const res = await this.transport({ method: 'GET', url: '/csrf', headers: {}, binary: false });
      const decoded = decodeResponse(CsrfResponse, res.data);
      if (res.status === 200 && decoded.ok) this.csrfToken = decoded.value.csrfToken;
      else this.log(`CSRF token not received (status ${res.status})`);
    } catch (e) {
      this.log(`CSRF token not received: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private headers(extra: Readonly<Record<string, string>> | undefined): Record<string, string> {
    const h: Record<string, string> = {
      lang: this.context.lang().toUpperCase(),
      'url-ref-code': this.context.refCode() || DEFAULT_ORGANIZATION_CODE,
      ...extra,
    };
    if (this.csrfToken) h['x-csrf-token'] = this.csrfToken;
    return h;
  }

  private send(method: HttpMethod, url: string, body: unknown, options: RequestOptions): Promise<HttpAnswer> {
    return this.transport({
      method,
      url,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(options.params ? { params: options.params } : {}),
      headers: this.headers(options.headers),
      binary: options.binary ?? false,
    });
  }

  private async request<A>(
    method: HttpMethod,
    codec: t.Decoder<unknown, A>,
    url: string,
    body: unknown,
    options: RequestOptions,
  ): Promise<ApiResult<A>> {
    // Only unsafe methods carry the token: one never goes without it (the first fetches it, or waits for
    // the fetch under way), so a first save is not refused and sent again; a GET does not wait for it.
    if (UNSAFE.has(method) && (this.pendingCsrf || this.csrfToken === undefined)) await this.start();
    try {
      let res = await this.send(method, url, body, options);
      // An expired session or a token from before a server restart: fetch a fresh token and try once more.
      if (UNSAFE.has(method) && isStaleSession(res)) {
        await this.start();
        res = await this.send(method, url, body, options);
      }
      if (res.status >= 200 && res.status < 300)
        return decodeResponse(codec, options.binary ? asFile(res) : res.data);
      return failed(httpFailure(res.status, options.binary ? fromBytes(res.data) : res.data));
    } catch {
      return failed({ kind: 'network', code: 'network' });
    }
  }
}

const isStaleSession = (res: HttpAnswer): boolean => {
  const code = (res.data as { error?: { code?: unknown } } | undefined)?.error?.code;
  return (res.status === 403 && code === 'csrfInvalid') || (res.status === 401 && code === 'sessionExpired');
};

const fileNameOf = (disposition: unknown): string =>
  /filename="?([^";]+)"?/.exec(typeof disposition === 'string' ? disposition : '')?.[1] ?? 'download';

const asFile = (res: HttpAnswer): DownloadedFile => ({
  // A binary call's answer is an ArrayBuffer (HttpTransport).
  bytes: res.data as ArrayBuffer,
  type: res.header('content-type') ?? 'application/octet-stream',
  fileName: fileNameOf(res.header('content-disposition')),
});

/** An error answer of a file call comes as bytes too: read back as the API's JSON error body. */
const fromBytes = (data: unknown): unknown => {
  try {
    return data instanceof ArrayBuffer ? JSON.parse(new TextDecoder().decode(data)) : data;
  } catch {
    return undefined;
  }
};
