// @ts-check
'use strict';
/**
 * The shared singletons of docs/architecture.md#federation and the one rule that decides whether two builds can share
 * them. Plain CommonJS on purpose: the webpack configs, the deploy command (Node scripts), the
 * shell's server render and the browser's version guard all call these same functions. Typed
 * here with JSDoc (checked by the type check of every package that imports it), so the lists and
 * their types are written once.
 *
 * Subpaths are listed explicitly because a federation `shared` key matches a request string
 * exactly: without `react-dom/client` here the shell would bundle a second ReactDOM. Not
 * `zustand/middleware`: only @koris/shared/auth uses it, and that module is a singleton itself.
 */
const PACKAGE_SINGLETONS = /** @type {const} */ ([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
]);

/** Areas of @koris/shared (its subpath exports), shared so that stores are one instance. */
const SHARED_AREAS = /** @type {const} */ (['api', 'auth', 'ui', 'types', 'config']);

/** @typedef {(typeof SHARED_AREAS)[number]} SharedArea */
/**
 * Every shared singleton's name.
 * @typedef {(typeof PACKAGE_SINGLETONS)[number] | `@koris/shared/${SharedArea}`} SingletonName
 */

/** @type {readonly SingletonName[]} */
const SINGLETONS = [
  ...PACKAGE_SINGLETONS,
  ...SHARED_AREAS.map((area) => /** @type {const} */ (`@koris/shared/${area}`)),
];

/** Only the browser needs these (a server render has no client root). */
const BROWSER_ONLY = /** @type {const} */ (['react-dom/client']);

/**
 * The singletons a server render provides: every one but the browser's own.
 * @typedef {Exclude<SingletonName, (typeof BROWSER_ONLY)[number]>} ServerSingletonName
 */

/**
 * One shared module as a remote's manifest lists it.
 * @typedef {{ name: string; version: string; requiredVersion?: string }} ManifestShared
 */
/**
 * A singleton built in another major than the one running.
 * @typedef {object} SharedMismatch
 * @property {string} name
 * @property {string} running What the page (or server) runs.
 * @property {string} built What the remote was built against.
 */

/**
 * The major of a version; below 1.0 the minor counts as the major (`0.4.x` and `0.5.x` differ).
 * @param {string} version
 * @returns {string}
 */
function majorOf(version) {
  const [major = '', minor = ''] = String(version)
    .replace(/^[^\d]*/, '')
    .split('.');
  return major === '0' ? `0.${minor}` : major;
}

/**
 * The range every build made with `version` accepts: `^MAJOR.0.0`, or `^0.MINOR.0` below 1.0.
 * @param {string} version
 * @returns {string}
 */
function majorRange(version) {
  const major = majorOf(version);
  return major.startsWith('0.') ? `^${major}.0` : `^${major}.0.0`;
}

/**
 * The shared singletons `built` (a remote's manifest list of `{ name, version }`, or name →
 * version) has in another major than `running` (name → version the page or server runs). Only
 * names both sides have count; a compatible minor or patch is not a mismatch.
 * @param {readonly ManifestShared[] | Readonly<Record<string, string>>} built
 * @param {Readonly<Record<string, string>>} running
 * @returns {SharedMismatch[]}
 */
function sharedMismatches(built, running) {
  const list = Array.isArray(built)
    ? built
    : Object.entries(built).map(([name, version]) => ({ name, version }));
  /** @type {SharedMismatch[]} */
  const out = [];
  for (const { name, version } of list) {
    const have = running[name];
    if (!have || !version) continue;
    if (majorOf(have) !== majorOf(version)) out.push({ name, running: have, built: version });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

module.exports = {
  PACKAGE_SINGLETONS,
  SHARED_AREAS,
  SINGLETONS,
  BROWSER_ONLY,
  majorOf,
  majorRange,
  sharedMismatches,
};
