'use strict';
/**
 * The one list of shared singletons (DESIGN §3). Every package's federation config is built
 * from it, so host and remotes always agree. Subpaths are listed explicitly because a
 * federation `shared` key matches a request string exactly: without `react-dom/client` here
 * the shell would bundle a second ReactDOM.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
  'zustand/middleware',
];

/** Areas of @koris/shared (its subpath exports). Shared as singletons so stores are one instance. */
const SHARED_AREAS = ['api', 'auth', 'ui', 'types', 'config'];

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

function sharedConfig() {
  const shared = {};
  for (const name of SINGLETONS) {
    const routerImport = ROUTER_PACKAGES[name];
    shared[name] = routerImport
      ? { singleton: true, requiredVersion: false, import: routerImport, version: routerVersion() }
      : { singleton: true, requiredVersion: false };
  }
  for (const area of SHARED_AREAS) {
    // Workspace version ("workspace:*") is not semver: the one copy the host provides wins.
    shared[`@koris/shared/${area}`] = { singleton: true, requiredVersion: false };
  }
  return shared;
}

/** Remote names (federation ids) and the env var that points the shell at each manifest. */
const REMOTES = {
  mf_content: { env: 'REMOTE_CONTENT_URL', port: 8081, pkg: '@koris/mf-content' },
  mf_media: { env: 'REMOTE_MEDIA_URL', port: 8082, pkg: '@koris/mf-media' },
  mf_admission: { env: 'REMOTE_ADMISSION_URL', port: 8083, pkg: '@koris/mf-admission' },
  mf_account: { env: 'REMOTE_ACCOUNT_URL', port: 8084, pkg: '@koris/mf-account' },
};

module.exports = { SINGLETONS, SHARED_AREAS, sharedConfig, REMOTES, reactRouterEsm };
