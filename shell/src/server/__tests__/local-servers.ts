/** The small HTTP servers (an API, a remote, a bucket) and the folders a server test starts. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The built page every document starts from: the site-wide text and one script. */
export const INDEX =
  '<!doctype html><html lang=lv><head><meta charset=utf-8>' +
  '<meta name=description content="Site-wide text."><title>LU jauktais koris</title>' +
  '<script defer src=/main.1234567890.js></script></head><body><div id=root></div></body></html>';

/**
 * Servers and folders for one test file: every server is closed and every folder removed once
 * the file's tests are done.
 */
export function localServers() {
  const servers: http.Server[] = [];
  const folders: string[] = [];
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });
  return {
    /** Starts `handler` on a free port of 127.0.0.1; resolves to its origin. */
    async listen(handler: http.RequestListener): Promise<string> {
      const server = http.createServer(handler);
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    /** A new folder holding INDEX as its index.html, as the shell's build has it. */
    builtRoot(prefix: string): string {
      const root = mkdtempSync(path.join(os.tmpdir(), prefix));
      folders.push(root);
      writeFileSync(path.join(root, 'index.html'), INDEX);
      return root;
    },
  };
}
