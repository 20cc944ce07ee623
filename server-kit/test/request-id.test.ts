import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import {
  REQUEST_ID_HEADER,
  echoRequestId,
  isWellFormedRequestId,
  requestIdOf,
  requestIdOptions,
} from '../src/request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const withHeader = (value?: string) =>
  ({ headers: value === undefined ? {} : { [REQUEST_ID_HEADER]: value } }) as IncomingMessage;

describe('request id', () => {
  it('takes a well-formed forwarded id as it is', () => {
    expect(requestIdOf(withHeader('lb-7f3a.91:c2@x_y'))).toBe('lb-7f3a.91:c2@x_y');
    expect(isWellFormedRequestId('a'.repeat(128))).toBe(true);
  });

  it('makes a new one when none is given or it could break a log line or a header', () => {
    for (const given of [undefined, '', 'a b', 'a\nb', '<script>', 'a'.repeat(129)]) {
      expect(requestIdOf(withHeader(given))).toMatch(UUID);
    }
  });

  it('is the request id of a Fastify instance, echoed on every answer', async () => {
    const app = Fastify({ logger: false, ...requestIdOptions });
    app.addHook('onRequest', echoRequestId);
    app.get('/', async (request) => ({ id: request.id }));
    const given = await app.inject({ url: '/', headers: { [REQUEST_ID_HEADER]: 'lb-1' } });
    expect(given.json()).toEqual({ id: 'lb-1' });
    expect(given.headers[REQUEST_ID_HEADER]).toBe('lb-1');
    const made = await app.inject({ url: '/nowhere', headers: { [REQUEST_ID_HEADER]: 'a b' } });
    expect(made.statusCode).toBe(404);
    expect(made.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    await app.close();
  });
});
