// @ts-check
const { createConfig } = require('@koris/tooling/webpack');

/**
 * Checked by `pnpm typecheck` against the federation contract (@koris/shared/federation):
 * a module missing, renamed or added here without the contract fails the type check.
 * @type {import('@koris/shared/federation').RemoteExposesConfig<'mf_admission'>}
 */
const exposes = {
  './AdmissionPage': './src/exposes/AdmissionPage.tsx',
  './ApplicationsPage': './src/exposes/ApplicationsPage.tsx',
};

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_admission',
  port: 8083,
  title: 'mf-admission (dev host)',
  exposes,
});
