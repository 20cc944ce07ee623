/** A remote's manifests as the shell's server reads them, for the server tests' small remotes. */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export type Manifest = Record<string, unknown>;

/** A remote's browser build manifest: one exposed page whose files are named after `chunk`. */
export function manifestWith(chunk: string): Manifest {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [
      {
        name: 'EventsPage',
        assets: {
          js: { sync: [`${chunk}.js`], async: ['lazy.js'] },
          css: { sync: [`${chunk}.css`], async: [] },
        },
      },
    ],
  };
}

/** A remote's server build manifest (`server/` beside the browser build). */
export function serverManifestWith(reactVersion: string): Manifest {
  return {
    metaData: { remoteEntry: { name: 'server/remoteEntry.js', path: '' } },
    shared: [
      { name: 'react', version: reactVersion },
      { name: 'zustand', version: '5.1.0' },
    ],
  };
}

/**
 * Answers a remote's manifest requests: `browser` at `/mf-manifest.json`, the server build's
 * (`server`, React 19.3.1 by default) at `/server/mf-manifest.json`; anything else is a 404.
 */
export function answerManifests(
  req: IncomingMessage,
  res: ServerResponse,
  browser: Manifest,
  server: Manifest = serverManifestWith('19.3.1'),
): void {
  const body =
    req.url === '/mf-manifest.json'
      ? browser
      : req.url === '/server/mf-manifest.json'
        ? server
        : null;
  answerJson(res, body);
}

/** Answers `body` as JSON, or 404 where there is none. */
export function answerJson(res: ServerResponse, body: unknown): void {
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** An answer read whole: its status, headers and body as text. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** Reads `res` to its end. */
export function readAnswer(res: IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('error', reject);
    res.on('end', () =>
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: Buffer.concat(chunks).toString('utf8'),
      }),
    );
  });
}
