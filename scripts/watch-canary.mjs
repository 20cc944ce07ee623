#!/usr/bin/env node
/**
 * `pnpm watch:canary <name> [--to DIR|s3://BUCKET/PREFIX]`: ends a remote's canary on its own when the real-user reports show it failing (@koris/releases). See docs/deploy-remote.md.
 */
import path from 'node:path';
import { watchCanaryCommand, runCommand } from '@koris/releases/commands';

let stop;
await runCommand(
  async (argv, context) => {
    stop = await watchCanaryCommand(argv, context);
  },
  { root: path.resolve(import.meta.dirname, '..') },
);
if (stop) {
  // The checks run on an unref'd timer: this one keeps the process until it is stopped.
  const alive = setInterval(() => {}, 1 << 30);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stop();
      clearInterval(alive);
    });
  }
}
