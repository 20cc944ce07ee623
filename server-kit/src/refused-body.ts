import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import v8 from 'node:v8';
import vm from 'node:vm';

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
 *
 * Each chunk read is a fresh native buffer, which V8 frees only at a collection, and it collects
 * for such buffers only once tens of MB of them have piled up: bodies dropped at loopback speed
 * would keep that much memory resident, which is what an anonymous sender could make the server
 * spend. So every `reclaimEveryBytes` dropped (all connections together) the dropped chunks are
 * collected at once, by a young-generation collection (a millisecond or so); 0 leaves it to V8.
 */
export interface RefusedBodyOptions {
  maxBytes: number;
  timeoutMs: number;
  reclaimEveryBytes: number;
}

export const REFUSED_BODY_DEFAULTS: Readonly<RefusedBodyOptions> = {
  maxBytes: 64 * 1024 * 1024,
  timeoutMs: 30_000,
  reclaimEveryBytes: 8 * 1024 * 1024,
};

type Collect = (options?: { type: 'minor' | 'major' }) => void;
let collect: Collect | null | undefined;
let droppedSinceCollection = 0;

/**
 * V8's own collector function: `gc` when the process runs with `--expose-gc`, otherwise the
 * same function taken from a fresh context once the flag is set (it is installed per context);
 * null where neither works.
 */
function collector(): Collect | null {
  if (collect !== undefined) return collect;
  const exposed = (globalThis as { gc?: Collect }).gc;
  try {
    if (!exposed) v8.setFlagsFromString('--expose-gc');
    collect = exposed ?? (vm.runInNewContext('gc') as Collect);
  } catch (_unavailable) {
    collect = null;
  }
  return collect;
}

/** Counts dropped bytes and collects the dropped chunks every `reclaimEveryBytes`. */
function dropped(bytes: number, reclaimEveryBytes: number): void {
  if (reclaimEveryBytes <= 0) return;
  droppedSinceCollection += bytes;
  if (droppedSinceCollection < reclaimEveryBytes) return;
  droppedSinceCollection = 0;
  collector()?.({ type: 'minor' });
}

function discard(
  raw: IncomingMessage,
  { maxBytes, timeoutMs, reclaimEveryBytes }: RefusedBodyOptions,
): void {
  // Whatever was reading the body (busboy, a body parser) has given up: take the stream over.
  raw.unpipe();
  raw.removeAllListeners('data');
  raw.on('error', () => undefined);
  const close = () => raw.socket?.destroy();
  const timer = setTimeout(close, timeoutMs);
  timer.unref();
  const done = () => clearTimeout(timer);
  let bytes = 0;
  raw.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    dropped(chunk.length, reclaimEveryBytes);
    if (bytes > maxBytes) close();
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
