// @ts-check
const { createConfig } = require('@koris/tooling/webpack');

/**
 * Checked by `pnpm typecheck` against the federation contract (@koris/shared/federation):
 * a module missing, renamed or added here without the contract fails the type check.
 * @type {import('@koris/shared/federation').RemoteExposesConfig<'mf_account'>}
 */
const exposes = {
  './AccountModal': './src/exposes/AccountModal.tsx',
};

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_account',
  port: 8084,
  title: 'mf-account (dev host)',
  exposes,
});
