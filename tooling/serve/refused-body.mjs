/**
 * The same rule as the API's (api/src/plugins/app/refused-body.ts): an answer that goes out
 * while the request body is still arriving never leaves that body on a keep-alive connection.
 * A body of known length up to `maxBytes` is read and dropped (the connection stays usable,
 * closed if the client is still sending after `timeoutMs`); anything else is answered with
 * `Connection: close`.
 */
export const REFUSED_BODY_DEFAULTS = { maxBytes: 64 * 1024 * 1024, timeoutMs: 30_000 };

function discard(raw, timeoutMs) {
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

export function refusedBodyHook(options = REFUSED_BODY_DEFAULTS) {
  return function onSend(request, reply, payload, done) {
    const raw = request.raw;
    if (!(raw.complete || raw.readableEnded || raw.destroyed)) {
      const declared = Number(raw.headers['content-length']);
      if (Number.isSafeInteger(declared) && declared >= 0 && declared <= options.maxBytes) {
        reply.removeHeader('connection');
      } else {
        reply.header('connection', 'close');
      }
      discard(raw, options.timeoutMs);
    }
    done(null, payload);
  };
}
