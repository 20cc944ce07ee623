'use strict';
const { REMOTES } = require('../webpack/federation.cjs');

/**
 * The body of the shell's `/remotes.json`: remote name → its `mf-manifest.json`, decided at
 * run time from REMOTE_*_URL (DESIGN §3). A URL may name the manifest or just the origin.
 */
function remotesJson(env = process.env) {
  const out = {};
  for (const [name, { env: key, port }] of Object.entries(REMOTES)) {
    const raw = env[key] || `http://localhost:${port}`;
    out[name] = raw.endsWith('.json') ? raw : `${raw.replace(/\/+$/, '')}/mf-manifest.json`;
  }
  return out;
}

module.exports = { remotesJson };
