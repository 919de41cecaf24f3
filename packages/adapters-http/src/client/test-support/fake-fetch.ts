import { fetchTransport } from '../http-transport';

export type Answer = { status: number; data: unknown; headers?: Record<string, string> } | 'network';

/** A request as the server would read it: method, path, query, headers and body. */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly params: Record<string, string>;
  readonly headers: Record<string, string>;
  readonly data: string | undefined;
}

const bodyOf = (data: unknown): ArrayBuffer | string =>
  data instanceof ArrayBuffer || typeof data === 'string' ? data : JSON.stringify(data);

/**
 * The fetch transport over a fetch that records each request and answers from a script (a lost
 * connection rejects, as fetch does).
 */
export const fakeFetch = (answer: (request: SeenRequest) => Answer) => {
  const seen: SeenRequest[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://app.test');
    const request: SeenRequest = {
      method: (init?.method ?? 'GET').toLowerCase(),
      url: url.pathname,
      params: Object.fromEntries(url.searchParams),
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      data: typeof init?.body === 'string' ? init.body : undefined,
    };
    seen.push(request);
    const a = answer(request);
    if (a === 'network') throw new TypeError('fetch failed');
    return new Response(bodyOf(a.data), { status: a.status, headers: a.headers ?? {} });
  };
  return { transport: fetchTransport({ fetch }), seen };
};
