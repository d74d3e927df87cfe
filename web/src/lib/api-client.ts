// The SPA's one way to call `/backend/api`: adds the bearer token and a held document key, reads the shared
// envelope, turns failures into `ApiError` with the Portuguese message (and a refused form's fields, told to the
// forms on the page), and renews the session once on a 401.
import { type FieldProblem, fieldProblemsOf, isApiErrorBody } from '@shared/api/envelope';
import { EDGE_RATE_LIMITED_CODE, EDGE_RATE_LIMITED_MESSAGE } from '@shared/api/rate-limits';
import { documentKeyHeaders } from './document-keys';
import { reportFieldRefusal } from './field-refusals';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when the network failed before any answer. */
    readonly status: number,
    readonly code: string,
    /** The fields of a form the server refused, each with its own message (empty for other failures). */
    readonly fields: readonly FieldProblem[] = [],
    /** A conflict's resource as it is now (`error.current`: a stale save's stored form and version). */
    readonly current?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Where the client gets tokens from (the auth client). */
export interface TokenSource {
  getIdToken(): Promise<string | null>;
  refreshIdToken(): Promise<string | null>;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Route below the API base, e.g. `me` or `/me`. */
  path?: string;
  /** A full path or URL used as is, for the few calls outside the API base (e.g. `/api/user-upsert`). */
  url?: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** `optional` (default) sends the token when signed in; `none` never sends it. */
  auth?: 'optional' | 'none';
  /** Extra request headers, e.g. an anonymous document's access key (`x-document-key`): never in the URL. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T extends object = object>(req: ApiRequest): Promise<T>;
  get<T extends object = object>(path: string, query?: Record<string, QueryValue>): Promise<T>;
  post<T extends object = object>(path: string, body?: unknown): Promise<T>;
  /**
   * Starts a GET a page is about to make, before the page's code has arrived (the app's start requests,
   * `app/router.tsx`): the next equal `get` within a few seconds takes its answer instead of asking again.
   * Sent only when there is a session.
   */
  prefetch(path: string, query?: Record<string, QueryValue>): void;
}

/** How long a prefetched answer waits for its page: a later `get` asks afresh. */
export const PREFETCH_TTL_MS = 10_000;

/** Whether an answer asked for ahead of its page at `at` (epoch ms) may still stand for what the page asks. */
export function isFreshPrefetch(at: number): boolean {
  return Date.now() - at <= PREFETCH_TTL_MS;
}

/** Reads a response in the shared envelope; throws `ApiError` with the server's Portuguese message. */
export async function readEnvelope<T extends object>(res: Response): Promise<T> {
  const text = await res.text();
  // A front door's refusal without our envelope (AWS WAF answers a bare 429): said in Portuguese all the same.
  const edgeRefusal = () => new ApiError(EDGE_RATE_LIMITED_MESSAGE, 429, EDGE_RATE_LIMITED_CODE);
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      if (res.status === 429) throw edgeRefusal();
      throw new ApiError(
        res.ok ? 'Resposta inválida' : `Falha HTTP ${res.status}`,
        res.status,
        'invalid_response',
      );
    }
  }
  if (isApiErrorBody(body)) {
    const fields = fieldProblemsOf(body);
    // The page marks them even when its own check passed (a tab opened before the rules changed).
    if (fields.length > 0) reportFieldRefusal(fields);
    const current = body.error.current;
    throw new ApiError(
      body.error.message,
      res.status,
      body.error.code,
      fields,
      typeof current === 'object' && current !== null ? current : undefined,
    );
  }
  if (res.status === 429) throw edgeRefusal();
  if (!res.ok) throw new ApiError(`Falha HTTP ${res.status}`, res.status, 'http_error');
  if (typeof body !== 'object' || body === null)
    throw new ApiError('Resposta inválida', res.status, 'invalid_response');
  return body as T;
}

/** Sends with the session's token, and once more with a renewed one when the server answers 401. */
export async function sendWithRenewal(
  tokens: TokenSource,
  send: (token: string | null) => Promise<Response>,
): Promise<Response> {
  const token = await tokens.getIdToken();
  let res = await send(token);
  if (res.status === 401 && token) {
    const renewed = await tokens.refreshIdToken();
    if (renewed) res = await send(renewed);
  }
  return res;
}

function buildUrl(base: string, req: ApiRequest): string {
  let url: string;
  if (req.url) url = req.url;
  else {
    const path = (req.path ?? '').replace(/^\/+/, '');
    url = `${base.replace(/\/+$/, '')}/${path}`;
  }
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(req.query ?? {})) {
    if (v !== undefined && v !== null) params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

export function createApiClient(options: {
  baseUrl: string;
  tokens: TokenSource;
  fetch?: typeof fetch;
  /** Called when a 401 persists after the one renewal: the session is gone. */
  onUnauthorized?: () => void;
}): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function send(req: ApiRequest, token: string | null): Promise<Response> {
    // A document made without a sign-in is opened by its key (never in the URL); a page's own key goes first.
    const headers: Record<string, string> = {
      ...documentKeyHeaders(req),
      ...req.headers,
      Accept: 'application/json',
    };
    if (req.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await doFetch(buildUrl(options.baseUrl, req), {
        method: req.method ?? (req.body === undefined ? 'GET' : 'POST'),
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: req.signal,
      });
    } catch (err) {
      // An abort is the caller's decision and must reach it unchanged.
      if (req.signal?.aborted) throw err;
      throw new ApiError('Erro de rede', 0, 'network_error');
    }
  }

  async function request<T extends object>(req: ApiRequest): Promise<T> {
    if (req.auth === 'none') return readEnvelope<T>(await send(req, null));
    let signedIn = false;
    const res = await sendWithRenewal(options.tokens, (token) => {
      signedIn ||= token !== null;
      return send(req, token);
    });
    // Refused again after the one renewal (or with none to be had): the session is over.
    if (res.status === 401 && signedIn) options.onUnauthorized?.();
    return readEnvelope<T>(res);
  }

  const prefetched = new Map<string, { answer: Promise<object>; at: number }>();

  return {
    request,
    get: <T extends object>(path: string, query?: Record<string, QueryValue>) => {
      const req: ApiRequest = { method: 'GET', path, query };
      const url = buildUrl(options.baseUrl, req);
      const early = prefetched.get(url);
      prefetched.delete(url);
      if (!early || !isFreshPrefetch(early.at)) return request<T>(req);
      // A prefetch's failure is never shown: the page asks itself, and handles what it gets.
      return (early.answer as Promise<T>).catch(() => request<T>(req));
    },
    post: (path, body) => request({ method: 'POST', path, body: body ?? {} }),
    prefetch: (path, query) => {
      const req: ApiRequest = { method: 'GET', path, query };
      // Only with a session: signed out, the page asks itself (and gets its own answer) once it knows.
      const answer = options.tokens.getIdToken().then((token) => {
        if (!token) throw new ApiError('Sem sessão', 401, 'no_session');
        return request(req);
      });
      answer.catch(() => undefined);
      prefetched.set(buildUrl(options.baseUrl, req), { answer, at: Date.now() });
    },
  };
}

/**
 * The same client with headers added to every request, read at each call (`headers()` may change, e.g. once an
 * anonymous document has its access key): handed to a page's parts, such as the payment panel, that call the API
 * for that document.
 */
export function withHeaders(api: ApiClient, headers: () => Record<string, string>): ApiClient {
  const request = <T extends object>(req: ApiRequest) =>
    api.request<T>({ ...req, headers: { ...headers(), ...req.headers } });
  return {
    request,
    get: (path, query) => request({ method: 'GET', path, query }),
    post: (path, body) => request({ method: 'POST', path, body: body ?? {} }),
    // Prefetched answers are the plain client's: these headers may change what the server answers.
    prefetch: () => undefined,
  };
}
