module.exports = require('@koris/tooling/jest')({
  dir: __dirname,
  environment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // light-my-request (fastify.inject) requires the ESM-only `cookie`, @fastify/static the
  // ESM-only `content-disposition` (Node loads both itself; jest on Node 20 cannot): let swc
  // compile them. otplib's base32 and HMAC (@scure/base, @noble/hashes) are ESM-only too.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(cookie|content-disposition|@scure[+/]base|@noble[+/]hashes)[@/])',
  ],
  testTimeout: 60000,
});
