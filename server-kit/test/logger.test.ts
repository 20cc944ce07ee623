import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { logFormat, loggerOptions, redactUrl, serializeRequest } from '../src/logger';

describe('logFormat', () => {
  it('is pretty for a person at a terminal, JSON lines otherwise', () => {
    expect(logFormat({ production: false, env: {}, terminal: true })).toBe('pretty');
    expect(logFormat({ production: false, env: {}, terminal: false })).toBe('json');
    expect(logFormat({ production: true, env: {}, terminal: true })).toBe('json');
  });

  it('follows LOG_FORMAT when it is set (pnpm start sets pretty for its piped children)', () => {
    expect(logFormat({ production: false, env: { LOG_FORMAT: 'pretty' }, terminal: false })).toBe(
      'pretty',
    );
    expect(logFormat({ production: false, env: { LOG_FORMAT: 'json' }, terminal: true })).toBe(
      'json',
    );
    expect(logFormat({ production: false, env: { LOG_FORMAT: ' ' }, terminal: false })).toBe(
      'json',
    );
  });

  it('refuses a value it does not know', () => {
    expect(() => logFormat({ production: false, env: { LOG_FORMAT: 'yaml' } })).toThrow(
      'LOG_FORMAT must be "pretty" or "json", not "yaml"',
    );
  });
});

describe('loggerOptions', () => {
  it('writes JSON lines without a transport', () => {
    expect(loggerOptions('info', true, 'json')).toEqual({
      level: 'info',
      serializers: { req: serializeRequest },
    });
  });

  it('writes through pino-pretty, resolved from the kit', () => {
    const options = loggerOptions('debug', false, 'pretty') as {
      level: string;
      transport: { target: string; options: object };
    };
    expect(options.level).toBe('debug');
    expect(options.transport.target).toBe(require.resolve('pino-pretty'));
    expect(options.transport.options).toEqual({
      translateTime: 'HH:MM:ss.l',
      ignore: 'pid,hostname',
    });
  });

  it('needs no transport when silent', () => {
    expect(loggerOptions('silent', false, 'pretty')).toEqual({
      level: 'silent',
      serializers: { req: serializeRequest },
    });
  });
});

describe('request lines', () => {
  it('redact the value of every token or code parameter, and nothing else', () => {
    expect(redactUrl('/api/export-applications?token=abc.def')).toBe(
      '/api/export-applications?token=[redacted]',
    );
    expect(redactUrl('/x?a=1&TOKEN=s3cret&code=42&b=2#top')).toBe(
      '/x?a=1&TOKEN=[redacted]&code=[redacted]&b=2#top',
    );
    expect(redactUrl('/x?%74oken=s3cret')).toBe('/x?%74oken=[redacted]');
    expect(redactUrl('/x?tokens=kept&token')).toBe('/x?tokens=kept&token');
    expect(redactUrl('/events')).toBe('/events');
  });

  it('a Fastify server on these options logs no token value', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions('info', true, 'json') as object;
    const app = Fastify({ logger: { ...options, stream } });
    app.get('/file', async () => 'ok');
    await app.inject({ url: '/file?token=very-secret-value&x=1' });
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('/file?token=[redacted]&x=1');
    expect(logged).not.toContain('very-secret-value');
  });
});
