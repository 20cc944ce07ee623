import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';

/**
 * A request refused before its body was read (multipart limits, 413, 415, a 401/403 on an
 * upload, a rate limit) must not leave that body on a keep-alive connection: Node would then
 * read it as the start of the next request, and the next request on that connection (often an
 * unrelated visitor's, through the shell's proxy) would hang.
 *
 * So when an answer goes out while the body is still arriving:
 *   - a body whose declared length is at most `maxBytes` is read and thrown away (the
 *     connection stays usable; the next request is answered as soon as the body has arrived),
 *     but a client that is still sending after `timeoutMs` has its connection closed;
 *   - a larger body, or one of unknown length (chunked), is answered with `Connection: close`.
 */
export interface RefusedBodyOptions {
  maxBytes: number;
  timeoutMs: number;
}

export const REFUSED_BODY_DEFAULTS: RefusedBodyOptions = {
  maxBytes: 64 * 1024 * 1024,
  timeoutMs: 30_000,
};

function discard(raw: IncomingMessage, timeoutMs: number): void {
  // Whatever was reading the body (busboy, a body parser) has given up: take the stream over.
  raw.unpipe();
  raw.removeAllListeners('data');
  raw.on('error', () => undefined);
  const timer = setTimeout(() => raw.socket?.destroy(), timeoutMs);
  timer.unref();
  const done = () => clearTimeout(timer);
  raw.once('end', done);
  raw.once('close', done);
  raw.resume();
}

/**
 * Decides for one answer (called while its headers can still change). Returns what it did, for
 * tests and logs: 'complete' (nothing left to read), 'drain' or 'close'.
 */
export function handleUnreadBody(
  raw: IncomingMessage,
  setHeader: (name: string, value: string) => void,
  removeHeader: (name: string) => void,
  options: RefusedBodyOptions = REFUSED_BODY_DEFAULTS,
): 'complete' | 'drain' | 'close' {
  if (raw.complete || raw.readableEnded || raw.destroyed) return 'complete';
  // No Content-Length and no Transfer-Encoding: the request has no body (RFC 9112 §6.3). An
  // answer sent synchronously from onRequest (a cached GET) sees `complete` still false.
  if (
    raw.headers['content-length'] === undefined &&
    raw.headers['transfer-encoding'] === undefined
  ) {
    return 'complete';
  }
  const declared = Number(raw.headers['content-length']);
  if (Number.isSafeInteger(declared) && declared >= 0 && declared <= options.maxBytes) {
    // Fastify answers its own body-parser refusals with `Connection: close`; draining is kinder.
    removeHeader('connection');
    discard(raw, options.timeoutMs);
    return 'drain';
  }
  setHeader('connection', 'close');
  discard(raw, options.timeoutMs);
  return 'close';
}

export default fp<Partial<RefusedBodyOptions>>(
  async (fastify, opts) => {
    const options = { ...REFUSED_BODY_DEFAULTS, ...opts };
    fastify.addHook('onSend', (request, reply, payload, done) => {
      handleUnreadBody(
        request.raw,
        (name, value) => reply.header(name, value),
        (name) => reply.removeHeader(name),
        options,
      );
      done(null, payload);
    });
  },
  { name: 'refused-body' },
);
