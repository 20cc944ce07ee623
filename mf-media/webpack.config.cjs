// @ts-check
const { createConfig } = require('@koris/tooling/webpack');

/**
 * Checked by `pnpm typecheck` against the federation contract (@koris/shared/federation):
 * a module missing, renamed or added here without the contract fails the type check.
 * @type {import('@koris/shared/federation').RemoteExposesConfig<'mf_media'>}
 */
const exposes = {
  './VideosPage': './src/exposes/VideosPage.tsx',
  './PhotoPage': './src/exposes/PhotoPage.tsx',
  './AlbumPage': './src/exposes/AlbumPage.tsx',
};

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_media',
  port: 8082,
  title: 'mf-media (dev host)',
  exposes,
});
