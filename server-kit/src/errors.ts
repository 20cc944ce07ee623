import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { REQUEST_ID_HEADER } from './request-id';
import { decorateDraining } from './shutdown';
import { traceApp } from './telemetry';

/** Every error answer of every server: a sentence, never a stack, a code or a path. */
export interface ErrorBody {
  message: string;
}

/** Fastify's own refusals, reworded (their status is Fastify's). */
export const REQUEST_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: 'Malformed address.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length.',
  FST_ERR_CTP_INVALID_TYPE: 'Invalid content type.',
  FST_ERR_CTP_INVALID_CONTENT_TYPE: 'Invalid content type.',
};

export const NOT_FOUND_MESSAGE = 'Not found';
export const BAD_REQUEST_MESSAGE = 'Bad request.';
export const SERVER_ERROR_MESSAGE = 'Server error';

interface ErrorLike {
  code?: unknown;
  statusCode?: unknown;
}

/**
 * `[status, message]` for an error: a 4xx keeps its status with a known sentence (a body that
 * is not JSON, which the JSON parser reports as a SyntaxError, is "Malformed JSON body."),
 * anything else is a bare 500.
 */
export function errorAnswer(error: unknown): readonly [number, string] {
  const { code, statusCode } = (error ?? {}) as ErrorLike;
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) {
    return [500, SERVER_ERROR_MESSAGE];
  }
  const known = typeof code === 'string' ? REQUEST_MESSAGES[code] : undefined;
  if (known) return [statusCode, known];
  if (statusCode === 404) return [404, NOT_FOUND_MESSAGE];
  if (error instanceof SyntaxError)
    return [statusCode, REQUEST_MESSAGES['FST_ERR_CTP_INVALID_JSON_BODY']!];
  return [statusCode, BAD_REQUEST_MESSAGE];
}

/** An error handler (setErrorHandler): `{ message }`; an unexpected error is logged. */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const [status, message] = errorAnswer(error);
  if (status >= 500) request.log.error({ err: error }, 'unhandled error');
  return reply.code(status).send({ message } satisfies ErrorBody);
}

/** The not-found handler (setNotFoundHandler): 404 `{ message: 'Not found' }`. */
export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ message: NOT_FOUND_MESSAGE } satisfies ErrorBody);
}

export interface FrameworkErrorsOptions {
  /** The security headers (such answers skip every hook, helmet's too). */
  headers?: () => Record<string, string>;
  /** Name the request's id on the answer, as the echoRequestId hook does for the others. */
  requestId?: boolean;
}

/**
 * Fastify's `frameworkErrors`: errors raised before routing (a malformed address, a too long
 * parameter) skip every hook, so their answer gets the same shape and headers by hand.
 */
export function frameworkErrors({
  headers = () => ({}),
  requestId = false,
}: FrameworkErrorsOptions = {}): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error: FastifyError, request, reply) => {
    const [status, message] = errorAnswer(error);
    request.log.info({ code: error.code }, 'refused before routing');
    const answer = (reply as FastifyReply).headers(headers());
    if (requestId) answer.header(REQUEST_ID_HEADER, request.id);
    void answer.code(status).send({ message } satisfies ErrorBody);
  };
}

/**
 * A Fastify instance whose every error is `{ message }`, also those raised before routing
 * (they get `headers()`, the security headers, by hand), with the `draining` flag of its
 * health check.
 */
export function createServerApp(
  headers: () => Record<string, string> = () => ({}),
  options: FastifyServerOptions = {},
): FastifyInstance {
  const app = Fastify({
    logger: false,
    ...options,
    frameworkErrors: frameworkErrors({ headers }),
  });
  traceApp(app);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  decorateDraining(app);
  return app;
}
