'use strict';
/**
 * The remotes (docs/architecture.md#routes, #run-time): federation name → folder, package, local port and the variable
 * that points the shell at its manifest. The one list every script, config and server reads.
 */
const REMOTES = require('./remotes.json');

/**
 * The body of the shell's `/remotes.json`: remote name → its `mf-manifest.json`, decided at
 * run time from REMOTE_*_URL (docs/architecture.md#federation). A URL may name the manifest or just the origin.
 */
function remotesJson(env = process.env) {
  const out = {};
  for (const [name, { env: key, port }] of Object.entries(REMOTES)) {
    const raw = env[key] || `http://localhost:${port}`;
    out[name] = raw.endsWith('.json') ? raw : `${raw.replace(/\/+$/, '')}/mf-manifest.json`;
  }
  return out;
}

module.exports = { REMOTES, remotesJson };
