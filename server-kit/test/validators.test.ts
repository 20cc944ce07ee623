import Fastify from 'fastify';
import { etagOf, matchesEtag, replyNotModified } from '../src/validators';

describe('etagOf', () => {
  it('is a strong validator of the bytes, the same for a string and its buffer', () => {
    const etag = etagOf('{"a":1}');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(etagOf(Buffer.from('{"a":1}'))).toBe(etag);
    expect(etagOf('{"a":2}')).not.toBe(etag);
  });

  it('tells the encodings of one body apart', () => {
    const plain = etagOf('<html>');
    expect(etagOf('<html>', 'identity')).toBe(plain);
    expect(etagOf('<html>', 'br')).toBe(`${plain.slice(0, -1)}-br"`);
  });
});

describe('matchesEtag', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc"', true],
    ['*', true],
    ['"abd"', false],
    ['"x", "y"', false],
    ['', false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });

  it('is false without the header', () => {
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});

describe('replyNotModified', () => {
  it('answers 304 without a body when the validator matches, else lets the route answer', async () => {
    const app = Fastify({ logger: false });
    app.get('/', async (request, reply) => {
      const etag = etagOf('body');
      reply.header('etag', etag);
      return replyNotModified(request, reply, etag) ?? reply.send('body');
    });
    const first = await app.inject('/');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('body');
    const again = await app.inject({
      url: '/',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await app.close();
  });
});
