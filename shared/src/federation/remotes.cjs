// @ts-check
'use strict';
/** @typedef {import('./index').RemoteName} RemoteName */
/**
 * One remote's package: its folder, package name, local port and the variable that points the
 * shell at its manifest.
 * @typedef {{ folder: string; pkg: string; port: number; env: string }} RemotePackage
 */

/**
 * The remotes (docs/architecture.md#routes, #run-time): federation name → folder, package, local port and the variable
 * that points the shell at its manifest. The one list every script, config and server reads.
 * @type {Readonly<Record<RemoteName, RemotePackage>>}
 */
const REMOTES = require('./remotes.json');

/**
 * The body of the shell's `/remotes.json`: remote name → its `mf-manifest.json`, decided at
 * run time from REMOTE_*_URL (docs/architecture.md#federation). A URL may name the manifest or just the origin.
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @returns {Record<RemoteName, string>}
 */
function remotesJson(env = process.env) {
  const out = /** @type {Record<RemoteName, string>} */ ({});
  for (const [name, { env: key, port }] of Object.entries(REMOTES)) {
    const raw = env[key] || `http://localhost:${port}`;
    const manifest = raw.endsWith('.json') ? raw : `${raw.replace(/\/+$/, '')}/mf-manifest.json`;
    out[/** @type {RemoteName} */ (name)] = manifest;
  }
  return out;
}

module.exports = { REMOTES, remotesJson };
