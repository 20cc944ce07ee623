'use strict';
/**
 * Every package's federation config is built from the one list of shared singletons
 * (@koris/shared/federation/singletons), so host and remotes always agree.
 */
const {
  PACKAGE_SINGLETONS: SINGLETONS,
  SHARED_AREAS,
  majorRange,
} = require('../../shared/src/federation/singletons.cjs');
const { REMOTES } = require('../../shared/src/federation/remotes.cjs');

const path = require('node:path');

/** The router subset (see shared/src/router/index.ts) stands in for both router packages. */
const ROUTER_SUBSET = path.join(__dirname, '../../shared/src/router/index.ts');
const ROUTER_PACKAGES = {
  'react-router-dom': ROUTER_SUBSET,
  // Provided modules are keyed by file: a second file keeps both keys in the share scope.
  'react-router': path.join(__dirname, '../../shared/src/router/react-router.ts'),
};

/** react-router as installed for react-router-dom (the version every package runs). */
function reactRouterPackageJson() {
  const dom = require.resolve('react-router-dom/package.json', { paths: [ROUTER_SUBSET] });
  return require.resolve('react-router/package.json', { paths: [path.dirname(dom)] });
}

function routerVersion() {
  return require(reactRouterPackageJson()).version;
}

/** React Router's production ES module build (its exports map names only the development one). */
function reactRouterEsm() {
  return path.join(path.dirname(reactRouterPackageJson()), 'dist/production/index.mjs');
}

/** The version of `name` that the package in `dir` builds with (its own node_modules first). */
function installedVersion(name, dir) {
  const file = require.resolve(`${name}/package.json`, { paths: [dir, __dirname] });
  return require(file).version;
}

/** @koris/shared's own version (package.json): a real semver, not the `workspace:*` spec. */
function sharedPackageVersion() {
  return require('../../shared/package.json').version;
}

/**
 * The shared singletons of the package in `dir` (DESIGN §3). Each carries the version the
 * package is built with and requires the same major of whatever copy the page already runs:
 * the shell refuses a remote whose majors differ before its code loads (see
 * shell/src/remotes/version-guard.ts), and `pnpm deploy:remote` refuses to publish it. Within a
 * major, the copy the page loaded first is the one every remote uses (`loaded-first`).
 */
function sharedConfig(dir = path.join(__dirname, '../../shell')) {
  const shared = {};
  for (const name of SINGLETONS) {
    const routerImport = ROUTER_PACKAGES[name];
    const version = routerImport ? routerVersion() : installedVersion(name.split('/')[0], dir);
    shared[name] = {
      singleton: true,
      version,
      requiredVersion: majorRange(version),
      ...(routerImport ? { import: routerImport } : {}),
    };
  }
  const sharedVersion = sharedPackageVersion();
  for (const area of SHARED_AREAS) {
    shared[`@koris/shared/${area}`] = {
      singleton: true,
      version: sharedVersion,
      requiredVersion: majorRange(sharedVersion),
    };
  }
  return shared;
}

module.exports = {
  SINGLETONS,
  SHARED_AREAS,
  sharedConfig,
  majorRange,
  REMOTES,
  reactRouterEsm,
};
