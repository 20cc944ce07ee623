import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { createServerApp, errorAnswer, frameworkErrors } from '../src/errors';
import { REQUEST_ID_HEADER, requestIdOptions } from '../src/request-id';

const fastifyError = (code: string | undefined, statusCode: number) =>
  Object.assign(new Error('internal words'), { code, statusCode });

describe('errorAnswer', () => {
  it.each([
    ['FST_ERR_BAD_URL', 400, 400, 'Malformed address.'],
    ['FST_ERR_MAX_PARAM_LENGTH', 414, 414, 'The address is too long.'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 415, 'Unsupported content type.'],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 413, 'Request body is too large.'],
    ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, 400, 'The JSON body is empty.'],
    ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400, 400, 'Invalid Content-Length.'],
    ['FST_ERR_SOMETHING_ELSE', 400, 400, 'Bad request.'],
    [undefined, 404, 404, 'Not found'],
    [undefined, 429, 429, 'Bad request.'],
    ['FST_ERR_CTP_INVALID_TYPE', 500, 500, 'Server error'],
    [undefined, 503, 500, 'Server error'],
  ])('%s (%d) → %d %s', (code, status, answered, message) => {
    expect(errorAnswer(fastifyError(code, status))).toEqual([answered, message]);
  });

  it('words a body that is not JSON, and hides anything unexpected', () => {
    const syntax = Object.assign(new SyntaxError('Unexpected token'), { statusCode: 400 });
    expect(errorAnswer(syntax)).toEqual([400, 'Malformed JSON body.']);
    expect(errorAnswer(new Error('db password wrong'))).toEqual([500, 'Server error']);
    expect(errorAnswer(undefined)).toEqual([500, 'Server error']);
  });
});

/** A raw request line (inject cannot send a malformed address). */
function rawGet(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('createServerApp', () => {
  it('answers every error as { message }: not found, a thrown error, a refused body', async () => {
    const app = createServerApp();
    app.get('/boom', async () => {
      throw new Error('SELECT * FROM secrets');
    });
    app.post('/echo', async (request) => request.body);
    const missing = await app.inject('/nowhere');
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Not found' }]);
    const boom = await app.inject('/boom');
    expect([boom.statusCode, boom.json()]).toEqual([500, { message: 'Server error' }]);
    for (const [type, payload, status, message] of [
      ['application/json', '{"a":', 400, 'Malformed JSON body.'],
      ['text/x-unknown', 'x', 415, 'Unsupported content type.'],
    ] as const) {
      const refused = await app.inject({
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': type },
        payload,
      });
      expect([type, refused.statusCode, refused.json()]).toEqual([type, status, { message }]);
    }
    expect(app.draining).toBe(false);
    await app.close();
  });

  it('gives an answer refused before routing the same shape and the security headers', async () => {
    const app = createServerApp(() => ({ 'x-content-type-options': 'nosniff' }));
    app.get('/:name', async () => 'ok');
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const answer = await rawGet(port, '/%E0%A4%A');
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/x-content-type-options: nosniff/i);
      expect(answer).toContain('{"message":"Malformed address."}');
    } finally {
      await app.close();
    }
  });
});

describe('frameworkErrors', () => {
  it('can name the request id on such an answer', async () => {
    const app = Fastify({
      logger: false,
      ...requestIdOptions,
      routerOptions: { maxParamLength: 10 },
      frameworkErrors: frameworkErrors({ requestId: true }),
    });
    app.get('/:name', async () => 'ok');
    const res = await app.inject({
      url: `/${'a'.repeat(20)}`,
      headers: { [REQUEST_ID_HEADER]: 'lb-9' },
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The address is too long.' });
    expect(res.headers[REQUEST_ID_HEADER]).toBe('lb-9');
    await app.close();
  });
});
