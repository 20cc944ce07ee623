#!/usr/bin/env node
/**
 * `pnpm dev`: every package with hot reload, prefixed logs. The five browser packages run
 * `webpack serve` (shell 8080 proxies /api and /uploads to the API and serves /remotes.json
 * pointing at the remotes' dev servers 8081–8084); the API runs `tsx watch` on 8090.
 * Ctrl-C stops everything.
 */
import { BROWSER_PACKAGES, pnpmCommand, startChild } from './lib/common.mjs';

const packages = ['api', ...BROWSER_PACKAGES.map((p) => p.folder)];
const children = packages.map((folder) => {
  const [command, args] = pnpmCommand(['--filter', `@koris/${folder}`, 'dev']);
  const child = startChild(folder, command, args);
  child.done.then(({ code, signal }) => {
    child.exited = true;
    if (!stopping) {
      console.error(
        `\n✗ ${folder} dev server stopped (${signal ? `signal ${signal}` : `exit code ${code}`}); the others keep running.\n`,
      );
    }
    if (children.every((c) => c.exited)) process.exit(stopping ? 0 : 1);
  });
  return child;
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping …');
  for (const child of children) if (!child.exited) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) if (!child.exited) child.kill('SIGKILL');
    process.exit(0);
  }, 10_000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
