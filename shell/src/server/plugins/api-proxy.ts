import { Readable, Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import fp from 'fastify-plugin';
import { REQUEST_MESSAGES, apiBodyBounds, boundOf, type BodyBounds } from '@koris/server-kit';

/** What a body larger than the API takes is answered (the API's own words for it). */
const TOO_LARGE = { message: REQUEST_MESSAGES['FST_ERR_CTP_BODY_TOO_LARGE']! };

/** Requests whose body the proxy stopped at its bound (the upstream call then fails). */
const refusedBodies = new WeakSet<object>();

/** What the pages show (in the danger alert) when the API cannot answer through the proxy. */
export const GATEWAY_MESSAGES = {
  502: 'Serveris atbildēja ar kļūdu. Lūdzu, mēģiniet vēlreiz.',
  503: 'Serveris pašlaik nav pieejams. Lūdzu, mēģiniet vēlreiz pēc brīža.',
  504: 'Serveris neatbildēja laikā. Lūdzu, mēģiniet vēlreiz.',
} as const;

export interface ProxyTimeouts {
  connect: number;
  /** Until the API's answer starts. */
  headers: number;
  /** Longest pause inside the answer's body. */
  body: number;
}

/** Upstream (API) timeouts of the proxy, in ms. */
export const PROXY_TIMEOUTS: ProxyTimeouts = {
  connect: 5_000,
  // A 50-image upload is resized while it streams in.
  headers: 120_000,
  body: 60_000,
};

/** Request headers that belong to one hop (RFC 9110 §7.6.1) and never go to the API. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'http2-settings',
];

type CodedError = { code?: string; statusCode?: number; cause?: CodedError } | undefined;

/** Which gateway status an upstream failure deserves. */
export function gatewayStatus(error: unknown): 502 | 503 | 504 {
  const e = error as CodedError;
  const codes = [e?.code, e?.cause?.code, e?.cause?.cause?.code];
  if (codes.some((c) => c === 'ECONNREFUSED' || c === 'ENOTFOUND' || c === 'EAI_AGAIN')) {
    return 503;
  }
  if (e?.statusCode === 503) return 503;
  if (
    e?.statusCode === 504 ||
    codes.some((c) => c === 'UND_ERR_CONNECT_TIMEOUT' || c === 'UND_ERR_HEADERS_TIMEOUT')
  ) {
    return 504;
  }
  return 502;
}

/**
 * `/api` and `/uploads` proxied to the API (the browser stays same-origin): fresh upstream
 * connections after any error, connect/header/body timeouts, hop-by-hop headers dropped, the
 * API's own status and body passed through, and 502/503/504 `{ message }` when the API is down
 * or slow.
 */
export interface ApiProxyOptions {
  apiOrigin: string;
  timeouts?: Partial<ProxyTimeouts>;
  /** A write (not GET or HEAD) of `/api/…` went through to the API. */
  onWrite?: () => void;
  /** The largest bodies the API reads (default: the API's own defaults). */
  bodyBounds?: BodyBounds;
}

/**
 * A copy of the visitor's body for the upstream call that ends in an error past `limit` bytes
 * (a body sent without a length, or longer than it said): the call is given up and the visitor
 * answered 413, the rest of the body left to the refused-body rule.
 */
function boundedCopy(request: object, limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) {
        refusedBodies.add(request);
        callback(new Error('request body over its bound'));
        return;
      }
      callback(null, chunk);
    },
  });
}

/**
 * `/api` and `/uploads` proxied to the API: the visitor's address and request id passed on,
 * an API that cannot answer told in a short message the pages show. In the server's own
 * context: its connection pools close with the server, after the answers in flight.
 */
async function apiProxy(
  app: FastifyInstance,
  { apiOrigin, timeouts: given, onWrite, bodyBounds = apiBodyBounds({}) }: ApiProxyOptions,
): Promise<void> {
  const timeouts = { ...PROXY_TIMEOUTS, ...given };
  if (onWrite) {
    app.addHook('onSend', (request, _reply, payload, done) => {
      const write = request.method !== 'GET' && request.method !== 'HEAD';
      if (write && request.url.startsWith('/api/')) onWrite();
      done(null, payload);
    });
  }
  // The calendar feed at the site's own address (calendars subscribe to /events.ics, as search
  // engines read /sitemap.xml), answered by the API.
  for (const [prefix, rewritePrefix] of [
    ['/api', '/api'],
    ['/uploads', '/uploads'],
    ['/events.ics', '/api/events.ics'],
  ] as const) {
    await app.register(httpProxy, {
      upstream: apiOrigin,
      prefix,
      rewritePrefix,
      // A body larger than the API reads is refused here, before any of it travels: when the
      // API answers while undici is still sending a body, undici drops the upstream connection
      // and destroys the answer it had just read, at times before it reached the visitor (who
      // then met a reset, or a 500, instead of the 413). The refused-body rule reads the rest
      // of the body off the visitor's connection after the answer.
      //
      // undici also destroys the body stream it was given when the API answers before the body
      // was sent; given the visitor's own request stream, that would leave the rest of the body
      // unread on the visitor's connection. It gets a copy instead (bounded, for a body whose
      // length was not declared), and the refused-body hook drains the original.
      preHandler: async (request, reply) => {
        if (!(request.body instanceof Readable)) return;
        const limit = boundOf(bodyBounds, request.headers['content-type']);
        const declared = Number(request.headers['content-length']);
        if (Number.isFinite(declared) && declared > limit) {
          return reply.code(413).send(TOO_LARGE);
        }
        const copy = boundedCopy(request, limit);
        request.raw.pipe(copy);
        request.body = copy;
      },
      // One pool per prefix, plain HTTP/1.1 without pipelining. undici drops a connection after
      // any error on it, and idle connections are dropped well before the API's keep-alive.
      undici: {
        connections: 64,
        pipelining: 1,
        keepAliveTimeout: 4_000,
        keepAliveMaxTimeout: 10_000,
        connectTimeout: timeouts.connect,
        headersTimeout: timeouts.headers,
        bodyTimeout: timeouts.body,
      },
      replyOptions: {
        rewriteRequestHeaders: (req, headers) => {
          const out: Record<string, string | string[] | undefined> = { ...headers };
          for (const name of HOP_BY_HOP) delete out[name];
          // The API rate-limits per client address: tell it who the visitor is.
          const address = req.socket.remoteAddress ?? '';
          out['x-forwarded-for'] = headers['x-forwarded-for']
            ? `${String(headers['x-forwarded-for'])}, ${address}`
            : address;
          // The scheme and host the visitor used (a trusted balancer's, under TRUST_PROXY).
          out['x-forwarded-proto'] = req.protocol;
          out['x-forwarded-host'] = req.host;
          // The API logs the call under the same id as the shell (and answers with it).
          out['x-request-id'] = req.id;
          return out as typeof headers;
        },
        // The API down, unreachable or too slow: a short message the pages can show, never the
        // upstream address or an error code.
        onError: (reply, { error }) => {
          if (refusedBodies.has(reply.request)) {
            if (!reply.sent) void reply.code(413).send(TOO_LARGE);
            return;
          }
          const status = gatewayStatus(error);
          reply.request.log.warn({ err: error }, 'API unreachable through the proxy');
          if (reply.sent) return;
          // Whatever is left of the request body is not for this connection any more.
          reply.header('connection', 'close');
          void reply.code(status).send({ message: GATEWAY_MESSAGES[status] });
        },
      },
    });
  }
}

export default fp(apiProxy, { name: 'api-proxy' });
