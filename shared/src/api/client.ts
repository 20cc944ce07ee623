import ky, { HTTPError, type KyInstance } from 'ky';
import { useAuthStore } from '@koris/shared/auth';

/** Messages of the error catalogue (SPEC §8), written once. */
export const errorMessages = {
  forbidden: 'Unauthorized',
  loggedOut: 'Logged out',
  tooLarge: 'Image too large!',
  fallback: 'Something went wrong',
  network: 'Network error',
} as const;

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

function apiPrefix(): string {
  // Same-origin: the shell (and every dev host) proxies /api to the API server.
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return `${origin}/api`;
}

/**
 * Turns a failed response into the catalogue message (SPEC §8). Exposed for tests and for
 * callers that need the text without an alert.
 */
export async function messageForResponse(response: Response): Promise<string> {
  if (response.status === 403) return errorMessages.forbidden;
  if (response.status === 401) return errorMessages.loggedOut;
  if (response.status === 413) return errorMessages.tooLarge;
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch (_ignored) {
    // Not JSON: fall through to the generic text.
  }
  return errorMessages.fallback;
}

/**
 * The one HTTP client (SPEC §7 defaults): XMLHttpRequest marker, XSRF cookie echoed in a
 * header, bearer token from the auth store, any 2xx is success, no timeout.
 */
export const api: KyInstance = ky.create({
  prefixUrl: apiPrefix(),
  timeout: false,
  retry: 0,
  credentials: 'same-origin',
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
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        // Any 401 anywhere logs the user out (SPEC §4).
        if (response.status === 401) useAuthStore.getState().clearSession();
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

/** The catalogue message of any thrown error (HTTP or network). */
export function getErrorMessage(error: unknown): string {
  if (error instanceof HTTPError) return error.message;
  if (error instanceof TypeError) return errorMessages.network;
  if (error instanceof Error && error.message) return error.message;
  return errorMessages.fallback;
}

export { HTTPError };
