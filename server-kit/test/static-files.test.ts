import { builtFilesOptions, cacheControlFor } from '../src/static-files';

describe('cacheControlFor', () => {
  it.each([
    ['dist/mf-manifest.json', 'no-cache'],
    ['dist/remoteEntry.js', 'no-cache'],
    ['dist/index.html.br', 'no-cache'],
    ['dist/mf-stats.json.gz', 'no-cache'],
    ['dist/main.3f9a1c2b.js', 'public, max-age=31536000, immutable'],
    ['dist/app.0123456789abcdef.css.br', 'public, max-age=31536000, immutable'],
    ['dist/logo.png', 'public, max-age=3600'],
    ['dist/robots.txt', 'public, max-age=3600'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('builtFilesOptions', () => {
  it('serves the compressed copies, no index, and sets Cache-Control by file', () => {
    const options = builtFilesOptions('/srv/dist');
    expect(options).toMatchObject({
      root: '/srv/dist',
      preCompressed: true,
      wildcard: false,
      index: false,
      cacheControl: false,
    });
    const headers: Record<string, string> = {};
    options.setHeaders({ header: (name, value) => (headers[name] = value) }, 'remoteEntry.js');
    expect(headers).toEqual({ 'Cache-Control': 'no-cache' });
  });
});
