import ky, { HTTPError, type KyInstance, type NormalizedOptions } from 'ky';
import { useAuthStore } from '@koris/shared/auth';

/**
 * Messages of the error catalogue (docs/product.md#messages), written once. The first three are the spec's
 * verbatim; `network` and `fallback` are ours (the spec shows neither): Latvian, like the
 * site, and they never carry a stack or a status line a visitor cannot act on.
 */
export const errorMessages = {
  forbidden: 'Unauthorized',
  loggedOut: 'Logged out',
  tooLarge: 'Image too large!',
  fallback: 'Radās kļūda. Lūdzu, mēģiniet vēlreiz.',
  network: 'Neizdevās sazināties ar serveri. Pārbaudiet interneta savienojumu un mēģiniet vēlreiz.',
} as const;

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined' || !document.cookie) return undefined;
  const prefix = `${name}=`;
  const found = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!found) return undefined;
  const raw = found.slice(prefix.length);
  try {
    return decodeURIComponent(raw);
  } catch (_malformed) {
    return raw;
  }
}

/** A write's answer: the API's content version once the write is in (docs/decisions/042). */
export const CONTENT_VERSION_HEADER = 'Content-Version';
/** A read's wish: answered from no older state than this content version. */
export const MIN_CONTENT_VERSION_HEADER = 'Min-Content-Version';

/**
 * The newest content version this page's own writes produced: its reads ask for at least it,
 * so an API instance that has not yet heard of the write catches up before it answers. The
 * browser's only: the server render is shared between visitors.
 */
let writtenVersion: string | undefined;

/**
 * Whether version `a` is older than `b`: their numbers compared as numbers, the rest as it is
 * (the API's change tokens); tokens that do not compare are not older.
 */
export function isOlderVersion(a: string, b: string): boolean {
  const left = a.split(/(\d+)/);
  const right = b.split(/(\d+)/);
  if (a === b || left.length !== right.length) return false;
  for (let i = 0; i < left.length; i += 1) {
    if (left[i] === right[i]) continue;
    return i % 2 === 1 && Number(left[i]) < Number(right[i]);
  }
  return false;
}

/** The version this page's reads ask for (tests). */
export function writtenContentVersion(): string | undefined {
  return writtenVersion;
}

/** Forgets the versions written (tests: a new page). */
export function resetWrittenContentVersion(): void {
  writtenVersion = undefined;
}

/** Where the shell's server render (Node) sends the calls: the API itself, not the proxy. */
let serverApiOrigin = 'http://localhost';

/** Headers the server render adds to its calls (the visitor's request id). */
let serverApiHeaders: () => Record<string, string> = () => ({});

/** One answer of the API to a server read: its status, headers and body as text. */
export interface ServerAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /**
   * A successful answer's body already parsed, when the reader had it as a value (one read of
   * a batch): `body` is then not read.
   */
  value?: unknown;
}

/**
 * How the server render sends a read (`getJson`): a GET of `url` with `headers`. Given by the
 * shell's server, which reads through a plain HTTP client instead of `fetch`: a page's reads
 * are its largest cost on the server, and they need none of what a browser's call needs.
 */
export type ServerRead = (url: string, headers: Record<string, string>) => Promise<ServerAnswer>;

/** The server render's reads; null: through `api` like every other call. */
let serverRead: ServerRead | null = null;

/**
 * Set once by the shell's server render before it renders a page; `headers` is asked on every
 * call, so it can name the request being rendered; `read` sends the reads of `getJson`.
 */
export function setServerApiOrigin(
  origin: string,
  headers: () => Record<string, string> = () => ({}),
  read: ServerRead | null = null,
): void {
  serverApiOrigin = origin.replace(/\/+$/, '');
  serverApiHeaders = headers;
  serverRead = read;
}

/** Query values of a read; undefined ones are left out, as `api` leaves them out. */
export type ReadParams = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * A read of the API: GET `path` (under `/api`) with `searchParams`, its JSON answer; a failed
 * answer throws the same HTTPError, with the same message, as a call through `api`. In the
 * browser it is a call through `api`; on the server, through the read the shell's server gave.
 */
export function getJson<T>(path: string, searchParams?: ReadParams): Promise<T> {
  if (serverRead && typeof window === 'undefined')
    return readOnServer<T>(serverRead, path, searchParams);
  return api.get(path, searchParams ? { searchParams } : undefined).json<T>();
}

function definedParams(params: ReadParams): Record<string, string> {
  const defined: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) defined[name] = String(value);
  }
  return defined;
}

async function readOnServer<T>(read: ServerRead, path: string, params?: ReadParams): Promise<T> {
  const query = params ? new URLSearchParams(definedParams(params)).toString() : '';
  const url = `${serverApiOrigin}/api/${path}${query ? `?${query}` : ''}`;
  const answer = await read(url, {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    ...serverApiHeaders(),
  });
  if (answer.status < 200 || answer.status > 299) {
    // An empty body as none: a Response of a bodiless status (304) takes no body at all.
    const body = answer.body === '' ? null : answer.body;
    const response = new Response(body, { status: answer.status, headers: answer.headers });
    // The read went through no ky instance: there are no options of one to give.
    const error = new HTTPError(response, new Request(url), {} as NormalizedOptions);
    error.message = await messageForResponse(response);
    throw error;
  }
  if (answer.value !== undefined) return answer.value as T;
  // As `api`'s `.json()`: an empty answer is an empty string.
  return (answer.status === 204 || answer.body === '' ? '' : JSON.parse(answer.body)) as T;
}

/** The same request to the API the server render was given (a GET: no body to carry over). */
function onServerApi(request: Request): Request | undefined {
  const url = new URL(request.url);
  if (url.origin === new URL(serverApiOrigin).origin) return undefined;
  return new Request(`${serverApiOrigin}${url.pathname}${url.search}`, request);
}

function apiPrefix(): string {
  // Same-origin: the shell (and every dev host) proxies /api to the API server, so the
  // browser never needs CORS for data and the XSRF cookie is readable here.
  if (typeof window !== 'undefined') return `${window.location.origin}/api`;
  return `${serverApiOrigin}/api`;
}

/**
 * A refusal that says what to do (`{ message, reason }`: confirm it is you, set up a second
 * factor) is shown as the server words it; a bare 403 stays the catalogue's "Unauthorized".
 */
async function reasonedMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { message?: unknown; reason?: unknown } | null;
    if (body && typeof body.reason === 'string' && typeof body.message === 'string') {
      return body.message;
    }
  } catch (_notJson) {
    // Not JSON: the catalogue's text.
  }
  return undefined;
}

/**
 * Turns a failed response into the catalogue message (docs/product.md#messages). Exposed for tests and for
 * callers that need the text without an alert.
 */
export async function messageForResponse(response: Response): Promise<string> {
  if (response.status === 403) return (await reasonedMessage(response)) ?? errorMessages.forbidden;
  if (response.status === 401) return errorMessages.loggedOut;
  if (response.status === 413) return errorMessages.tooLarge;
  try {
    const body = (await response.clone().json()) as { message?: unknown } | null;
    if (body && typeof body.message === 'string' && body.message.trim()) return body.message;
  } catch (_notJson) {
    // An HTML error page of a proxy, or an empty body: the generic text below.
  }
  return errorMessages.fallback;
}

/**
 * The one HTTP client (docs/product.md#calls defaults): XMLHttpRequest marker, XSRF cookie echoed in a
 * header, bearer token from the auth store (unless `context: { anonymous: true }`), any 2xx
 * is success (ky's default), no timeout and no retry (a retried POST could create twice), never
 * an answer from the browser's cache without asking.
 */
export const api: KyInstance = ky.create({
  prefixUrl: apiPrefix(),
  timeout: false,
  retry: 0,
  credentials: 'same-origin',
  // Public answers allow shared caches a short stale-while-revalidate, which browsers honour
  // too: the site's own reads always ask the server (a 304 when nothing changed), so nobody is
  // shown an answer older than a write they just made.
  cache: 'no-cache',
  hooks: {
    beforeRequest: [
      (request, options) => {
        request.headers.set('X-Requested-With', 'XMLHttpRequest');
        const xsrf = readCookie('XSRF-TOKEN');
        if (xsrf) request.headers.set('X-XSRF-TOKEN', xsrf);
        const token = useAuthStore.getState().token;
        // `context.anonymous`: calls the spec sends without a token (the application form).
        if (token && !options.context['anonymous'] && !request.headers.has('Authorization')) {
          request.headers.set('Authorization', `Bearer ${token}`);
        }
        if (typeof window !== 'undefined') {
          if (writtenVersion && (request.method === 'GET' || request.method === 'HEAD')) {
            request.headers.set(MIN_CONTENT_VERSION_HEADER, writtenVersion);
          }
          return undefined;
        }
        for (const [name, value] of Object.entries(serverApiHeaders())) {
          request.headers.set(name, value);
        }
        // Last (a request returned here ends the hooks): the client is made when this module
        // loads, but the server render is told where the API is only afterwards.
        return onServerApi(request);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        // Any 401 anywhere logs the user out (docs/product.md#states): the token is no longer accepted.
        if (response.status === 401) useAuthStore.getState().clearSession();
        const written = response.headers.get(CONTENT_VERSION_HEADER);
        if (
          written &&
          response.ok &&
          typeof window !== 'undefined' &&
          request.method !== 'GET' &&
          request.method !== 'HEAD' &&
          // Answers may arrive out of order: one known to be older than the kept one is not kept.
          (!writtenVersion || !isOlderVersion(written, writtenVersion))
        ) {
          writtenVersion = written;
        }
      },
    ],
    beforeError: [
      async (error) => {
        error.message = await messageForResponse(error.response);
        return error;
      },
    ],
  },
});

/**
 * The `reason` of a refusal the user can act on (`confirm`: confirm it is you, then retry;
 * `second-factor`: set one up first), or undefined.
 */
export async function refusalReason(error: unknown): Promise<string | undefined> {
  if (!isHttpError(error) || error.response.status !== 403) return undefined;
  try {
    const body = (await error.response.clone().json()) as { reason?: unknown } | null;
    return typeof body?.reason === 'string' ? body.reason : undefined;
  } catch (_notJson) {
    return undefined;
  }
}

/** True for a failed HTTP answer (any realm: federation may load ky more than once). */
export function isHttpError(error: unknown): error is HTTPError {
  return error instanceof HTTPError || (error instanceof Error && error.name === 'HTTPError');
}

/**
 * The catalogue message of any thrown error: an HTTP answer's message (docs/product.md#messages), a clear
 * text when the network failed, never a stack.
 */
export function getErrorMessage(error: unknown): string {
  if (isHttpError(error)) return error.message || errorMessages.fallback;
  const name = typeof error === 'object' && error !== null ? (error as Error).name : undefined;
  // fetch rejects with a TypeError when the server cannot be reached (offline, DNS, proxy
  // down); checked by name because that error may come from another realm.
  if (name === 'TypeError' || name === 'AbortError' || name === 'TimeoutError') {
    return errorMessages.network;
  }
  // A plain Error is one our own code threw with a message meant for people; built-in
  // errors (SyntaxError of a broken body, RangeError …) are not shown as they are.
  if (name === 'Error' && (error as Error).message) return (error as Error).message;
  return errorMessages.fallback;
}

export { HTTPError };
