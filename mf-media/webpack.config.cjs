const { createConfig } = require('@koris/tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_media',
  port: 8082,
  title: 'mf-media (dev host)',
  exposes: {
    './VideosPage': './src/exposes/VideosPage.tsx',
    './PhotoPage': './src/exposes/PhotoPage.tsx',
    './AlbumPage': './src/exposes/AlbumPage.tsx',
  },
});
