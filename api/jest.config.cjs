module.exports = require('@koris/tooling/jest')({
  dir: __dirname,
  environment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // light-my-request (fastify.inject) requires the ESM-only `cookie`, @fastify/static the
  // ESM-only `content-disposition` (Node loads both itself; jest on Node 20 cannot): let swc
  // compile them.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(cookie|content-disposition)[@/])'],
  testTimeout: 60000,
});
