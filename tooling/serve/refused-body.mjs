/**
 * The same rule as the API's (api/src/plugins/app/refused-body.ts): an answer that goes out
 * while the request body is still arriving never leaves that body on a keep-alive connection,
 * and never closes the connection under a client still sending (its next write would meet a
 * reset, and most clients then report the reset instead of the answer). The body is read and
 * dropped up to `maxBytes`: within that the connection stays usable; past it, or with a client
 * still sending after `timeoutMs`, the connection is closed then.
 */
export const REFUSED_BODY_DEFAULTS = { maxBytes: 64 * 1024 * 1024, timeoutMs: 30_000 };

function discard(raw, { maxBytes, timeoutMs }) {
  raw.unpipe();
  raw.removeAllListeners('data');
  raw.on('error', () => undefined);
  const close = () => raw.socket?.destroy();
  const timer = setTimeout(close, timeoutMs);
  timer.unref();
  const done = () => clearTimeout(timer);
  let dropped = 0;
  raw.on('data', (chunk) => {
    dropped += chunk.length;
    if (dropped > maxBytes) close();
  });
  raw.once('end', done);
  raw.once('close', done);
  raw.resume();
}

export function refusedBodyHook(options = REFUSED_BODY_DEFAULTS) {
  return function onSend(request, reply, payload, done) {
    const raw = request.raw;
    const hasBody =
      raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined;
    if (hasBody && !(raw.complete || raw.readableEnded || raw.destroyed)) {
      reply.removeHeader('connection');
      discard(raw, options);
    }
    done(null, payload);
  };
}
