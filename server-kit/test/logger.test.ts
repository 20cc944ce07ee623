import { logFormat, loggerOptions } from '../src/logger';

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
    expect(loggerOptions('info', true, 'json')).toEqual({ level: 'info' });
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
    expect(loggerOptions('silent', false, 'pretty')).toEqual({ level: 'silent' });
  });
});
