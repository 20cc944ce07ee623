'use strict';
/**
 * Every package's federation config is built from the one list of shared singletons
 * (@koris/shared/federation/singletons), so host and remotes always agree.
 */
const { createRequire } = require('node:module');
const path = require('node:path');

/**
 * The federation contract of @koris/shared as the package in `dir` (the one being built)
 * declares it. tooling itself does not depend on @koris/shared, which is tested with tooling's
 * jest preset: every package that builds with federation declares @koris/shared instead.
 */
function contractOf(dir) {
  const requireFrom = createRequire(path.join(dir, 'package.json'));
  const { PACKAGE_SINGLETONS, SHARED_AREAS, majorRange } = requireFrom(
    '@koris/shared/federation/singletons',
  );
  const { remotesJson } = requireFrom('@koris/shared/federation/remotes');
  /** The router subset (@koris/shared/router) stands in for both router packages. */
  const routerSubset = requireFrom.resolve('@koris/shared/router');
  return {
    singletons: PACKAGE_SINGLETONS,
    sharedAreas: SHARED_AREAS,
    majorRange,
    remotesJson,
    // @koris/shared's own version (package.json): a real semver, not the `workspace:*` spec.
    sharedVersion: requireFrom('@koris/shared/package.json').version,
    routerSubset,
    routerPackages: {
      'react-router-dom': routerSubset,
      // Provided modules are keyed by file: a second file keeps both keys in the share scope.
      'react-router': requireFrom.resolve('@koris/shared/router/react-router'),
    },
  };
}

/** react-router as installed for react-router-dom (the version every package runs). */
function reactRouterPackageJson(dir) {
  const dom = require.resolve('react-router-dom/package.json', {
    paths: [contractOf(dir).routerSubset],
  });
  return require.resolve('react-router/package.json', { paths: [path.dirname(dom)] });
}

function routerVersion(dir) {
  return require(reactRouterPackageJson(dir)).version;
}

/** React Router's production ES module build (its exports map names only the development one). */
function reactRouterEsm(dir) {
  return path.join(path.dirname(reactRouterPackageJson(dir)), 'dist/production/index.mjs');
}

/** The version of `name` that the package in `dir` builds with (its own node_modules first). */
function installedVersion(name, dir) {
  const file = require.resolve(`${name}/package.json`, { paths: [dir, __dirname] });
  return require(file).version;
}

/**
 * The shared singletons of the package in `dir` (docs/architecture.md#federation). Each carries the version the
 * package is built with and requires the same major of whatever copy the page already runs:
 * the shell refuses a remote whose majors differ before its code loads (see
 * shell/src/remotes/version-guard.ts), and `pnpm deploy:remote` refuses to publish it. Within a
 * major, the copy the page loaded first is the one every remote uses (`loaded-first`).
 */
function sharedConfig(dir) {
  const { singletons, sharedAreas, majorRange, sharedVersion, routerPackages } = contractOf(dir);
  const shared = {};
  for (const name of singletons) {
    const routerImport = routerPackages[name];
    const version = routerImport ? routerVersion(dir) : installedVersion(name.split('/')[0], dir);
    shared[name] = {
      singleton: true,
      version,
      requiredVersion: majorRange(version),
      ...(routerImport ? { import: routerImport } : {}),
    };
  }
  for (const area of sharedAreas) {
    shared[`@koris/shared/${area}`] = {
      singleton: true,
      version: sharedVersion,
      requiredVersion: majorRange(sharedVersion),
    };
  }
  return shared;
}

module.exports = { contractOf, sharedConfig, reactRouterEsm };
