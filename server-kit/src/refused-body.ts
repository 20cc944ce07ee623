import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A request refused before its body was read (multipart limits, 413, 415, a 401/403 on an
 * upload, a rate limit) must not leave that body on a keep-alive connection: Node would then
 * read it as the start of the next request, and the next request on that connection (often an
 * unrelated visitor's, through the shell's proxy) would hang. Nor may the connection close
 * while the client is still sending: its next write then meets a reset, and most clients report
 * the reset instead of the answer they were already sent.
 *
 * So when an answer goes out while the body is still arriving, the body is read and thrown
 * away, up to `maxBytes` (declared or not): a body that ends within that leaves the connection
 * usable (the next request is answered as soon as the body has arrived); a body that goes on
 * past it, or a client still sending after `timeoutMs`, has its connection closed then, long
 * after the answer reached it.
 */
export interface RefusedBodyOptions {
  maxBytes: number;
  timeoutMs: number;
}

export const REFUSED_BODY_DEFAULTS: Readonly<RefusedBodyOptions> = {
  maxBytes: 64 * 1024 * 1024,
  timeoutMs: 30_000,
};

function discard(raw: IncomingMessage, { maxBytes, timeoutMs }: RefusedBodyOptions): void {
  // Whatever was reading the body (busboy, a body parser) has given up: take the stream over.
  raw.unpipe();
  raw.removeAllListeners('data');
  raw.on('error', () => undefined);
  const close = () => raw.socket?.destroy();
  const timer = setTimeout(close, timeoutMs);
  timer.unref();
  const done = () => clearTimeout(timer);
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > maxBytes) close();
  });
  raw.once('end', done);
  raw.once('close', done);
  raw.resume();
}

/**
 * Decides for one answer (called while its headers can still change). Returns what it did, for
 * tests and logs: 'complete' (nothing left to read) or 'drain' (read and dropped up to the
 * bound, closed past it).
 */
export function handleUnreadBody(
  raw: IncomingMessage,
  removeHeader: (name: string) => void,
  options: RefusedBodyOptions = REFUSED_BODY_DEFAULTS,
): 'complete' | 'drain' {
  if (raw.complete || raw.readableEnded || raw.destroyed) return 'complete';
  // No Content-Length and no Transfer-Encoding: the request has no body (RFC 9112 §6.3). An
  // answer sent synchronously from onRequest (a cached GET) sees `complete` still false.
  if (
    raw.headers['content-length'] === undefined &&
    raw.headers['transfer-encoding'] === undefined
  ) {
    return 'complete';
  }
  // Fastify answers its own body-parser refusals with `Connection: close`, which would close
  // the socket as soon as the answer is written, under a client still sending.
  removeHeader('connection');
  discard(raw, options);
  return 'drain';
}

/** The onSend hook of that rule. */
export function refusedBodyHook(options: Partial<RefusedBodyOptions> = {}) {
  const bounds = { ...REFUSED_BODY_DEFAULTS, ...options };
  return function onSend<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: T,
    done: (err: null, payload: T) => void,
  ): void {
    handleUnreadBody(request.raw, (name) => reply.removeHeader(name), bounds);
    done(null, payload);
  };
}

/** The same rule as a plugin (its hook applies to the whole instance). */
export const refusedBody = fp<Partial<RefusedBodyOptions>>(
  async (fastify, options) => {
    fastify.addHook('onSend', refusedBodyHook(options));
  },
  { name: 'refused-body' },
);
