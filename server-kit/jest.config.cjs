module.exports = require('@koris/tooling/jest')({
  dir: __dirname,
  environment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
});
