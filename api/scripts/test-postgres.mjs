#!/usr/bin/env node
/**
 * The API's whole test suite once more, on PostgreSQL: starts a real server (tooling/services:
 * a fresh cluster on a free port, as an unprivileged user), runs jest with KORIS_TEST_PG_URL
 * (test/helper.ts gives every app a database of its own on it), and stops the server however
 * jest ends. Arguments go to jest.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { startPostgres } = require('@koris/tooling/services');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const server = await startPostgres();
console.log(`PostgreSQL for the API suite at ${server.url.replace(/:[^:@/]+@/, ':***@')}`);
const code = await new Promise((resolve) => {
  const jest = spawn(
    process.execPath,
    [require.resolve('jest/bin/jest'), '--runInBand', ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, KORIS_TEST_PG_URL: server.url } },
  );
  jest.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
});
await server.stop();
process.exit(code);
