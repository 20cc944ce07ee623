module.exports = require('@koris/tooling/jest')({
  dir: __dirname,
  environment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // light-my-request (fastify.inject) requires the ESM-only `cookie`: let swc compile it.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(cookie)[@/])'],
  testTimeout: 60000,
});
