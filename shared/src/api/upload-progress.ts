/** Bytes of a request body sent so far. */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0…1 */
  percent: number;
}

export interface UploadOptions {
  /** Called as the body goes out (XMLHttpRequest upload events). */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** Aborting rejects the call with an AbortError (the server keeps nothing). */
  signal?: AbortSignal;
}

const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    try {
      headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
    } catch (_invalid) {
      // A header name fetch would refuse is not needed by anyone here.
    }
  }
  return headers;
}

/**
 * A `fetch` for ky's `fetch` option that sends through XMLHttpRequest to report upload
 * progress. Why not ky's own `onUploadProgress`: it streams the body (`duplex: 'half'`), which
 * Chromium refuses over HTTP/1.1 and Firefox and Safari do not support at all. Given to ky as
 * its transport, every hook still applies (XMLHttpRequest marker, XSRF, bearer, 401 logout,
 * the error catalogue), because ky calls this with the Request its hooks have prepared.
 */
export function fetchWithUploadProgress(
  onUploadProgress: (progress: UploadProgress) => void,
): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    const total = body?.size ?? 0;
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const abortError = () => new DOMException('The upload was aborted.', 'AbortError');
      if (request.signal.aborted) {
        reject(abortError());
        return;
      }
      xhr.open(request.method, request.url);
      xhr.responseType = 'blob';
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        const sent = event.lengthComputable && event.total > 0 ? event.total : total;
        const loaded = Math.min(event.loaded, sent || event.loaded);
        onUploadProgress({ loaded, total: sent, percent: sent > 0 ? loaded / sent : 0 });
      };
      xhr.onload = () => {
        if (xhr.status < 200 || xhr.status > 599) {
          reject(new TypeError('Network request failed'));
          return;
        }
        onUploadProgress({ loaded: total, total, percent: 1 });
        const responseBody = NULL_BODY_STATUS.has(xhr.status) ? null : (xhr.response as Blob);
        resolve(
          new Response(responseBody, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      // Same shape as fetch's failures, so the catalogue shows its network message.
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(abortError());
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      onUploadProgress({ loaded: 0, total, percent: 0 });
      xhr.send(body);
    });
  };
}
