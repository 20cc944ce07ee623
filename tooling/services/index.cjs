'use strict';
/**
 * Real servers for tests (PostgreSQL, Redis, HAProxy), never in-memory imitations: each
 * installed from Debian's apt when missing, started on a free port in a temporary folder,
 * stopped by `stop()` or, failing that, when the test process ends.
 */
const { ensurePackages, missingPackages, installHint } = require('./ensure-packages.cjs');
const { startPostgres, createDatabase } = require('./postgres.cjs');
const { startRedis } = require('./redis.cjs');
const { startHaproxy, haproxyConfig } = require('./haproxy.cjs');

module.exports = {
  ensurePackages,
  missingPackages,
  installHint,
  startPostgres,
  createDatabase,
  startRedis,
  startHaproxy,
  haproxyConfig,
};
