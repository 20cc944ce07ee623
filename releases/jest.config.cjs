module.exports = require('@koris/tooling/jest')({
  dir: __dirname,
  environment: 'node',
  // The sources import each other as the built ES modules do (`./store.js`): jest reads the .ts.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // light-my-request (fastify.inject) requires the ESM-only `cookie`: let swc compile it.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(cookie)[@/])'],
  testTimeout: 60000,
});
