#!/usr/bin/env node
/**
 * `pnpm dev`: every package with hot reload, prefixed logs. The five browser packages run
 * `webpack serve` (shell 8080 proxies /api and /uploads to the API and serves /remotes.json
 * pointing at the remotes' dev servers 8081–8084); the API runs `tsx watch` on 8090.
 * Ctrl-C stops everything.
 */
import { BROWSER_PACKAGES, killGroup, pnpmCommand, startChild } from './lib/common.mjs';

const packages = ['api', ...BROWSER_PACKAGES.map((p) => p.folder)];
const children = packages.map((folder) => {
  const [command, args] = pnpmCommand(['--filter', `@koris/${folder}`, 'dev']);
  const child = startChild(folder, command, args, { group: true });
  child.done.then(({ code, signal }) => {
    child.exited = true;
    if (!stopping) {
      console.error(
        `\n✗ ${folder} dev server stopped (${signal ? `signal ${signal}` : `exit code ${code}`}); the others keep running.\n`,
      );
    }
    if (children.every((c) => c.exited)) {
      if (stopping) for (const c of children) killGroup(c, 'SIGKILL');
      process.exit(stopping ? 0 : 1);
    }
  });
  return child;
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping …');
  // Whole process groups: pnpm leaves the dev servers it started running otherwise.
  for (const child of children) killGroup(child, 'SIGTERM');
  setTimeout(() => {
    for (const child of children) killGroup(child, 'SIGKILL');
    process.exit(0);
  }, 5_000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
