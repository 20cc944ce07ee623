/**
 * The machine's floor for `bench:lighthouse`: the smallest page this stack can serve. React 19
 * and React DOM (the shell's own copies, production build) hydrate one server-rendered heading;
 * one script, deferred, sent brotli-compressed from memory; no router, no federation, no data.
 * Lighthouse measures it exactly as it measures the site's pages, so the row says what this
 * machine gives before any code of ours runs: where the floor's TBT is near or over 150 ms, the
 * pages' TBT is the machine's as much as the site's.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { ROOT } from './common.mjs';

const shellRequire = createRequire(path.join(ROOT, 'shell', 'package.json'));

// The same markup the script hydrates: React must find what it would render.
const HEADING = 'Jauktais koris';
const TEXT = 'Dziedam kopā kopš 1926. gada.';

const ENTRY = `
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
hydrateRoot(
  document.getElementById('root'),
  h('main', null, h('h1', null, ${JSON.stringify(HEADING)}), h('p', null, ${JSON.stringify(TEXT)})),
);
`;

const DOCUMENT = `<!doctype html>
<html lang="lv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>${HEADING}</title><meta name="description" content="${TEXT}"></head>
<body><div id="root"><main><h1>${HEADING}</h1><p>${TEXT}</p></main></div>
<script src="/app.js" defer></script></body></html>`;

/** Bundles the floor's script with the shell's webpack, React and React DOM (in a temp folder). */
function bundle() {
  const webpack = shellRequire('webpack');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'koris-floor-'));
  writeFileSync(path.join(dir, 'entry.mjs'), ENTRY);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.mjs',
    output: { path: path.join(dir, 'out'), filename: 'app.js' },
    resolve: { modules: [path.join(ROOT, 'shell', 'node_modules'), 'node_modules'] },
    performance: false,
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      try {
        if (error || stats.hasErrors()) throw error ?? new Error(stats.toString('errors-only'));
        resolve(readFileSync(path.join(dir, 'out', 'app.js')));
      } catch (failure) {
        reject(failure);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }),
  );
}

/** Starts the floor page on a free port; resolves with its address and a stop function. */
export async function startFloor() {
  const script = await bundle();
  const files = {
    '/': { type: 'text/html; charset=utf-8', body: Buffer.from(DOCUMENT) },
    '/app.js': { type: 'text/javascript', body: script },
  };
  for (const file of Object.values(files)) {
    file.br = brotliCompressSync(file.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
  }
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://floor');
    const file = files[pathname];
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const br = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'content-type': file.type,
      'cache-control': pathname === '/' ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...(br ? { 'content-encoding': 'br' } : {}),
      vary: 'accept-encoding',
    });
    res.end(br ? file.br : file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    scriptBytes: { raw: script.length, br: files['/app.js'].br.length },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
