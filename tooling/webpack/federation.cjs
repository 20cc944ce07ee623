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

function sharedConfig() {
  const shared = {};
  for (const name of SINGLETONS) shared[name] = { singleton: true, requiredVersion: false };
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

module.exports = { SINGLETONS, SHARED_AREAS, sharedConfig, REMOTES };
