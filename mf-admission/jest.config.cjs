const preset = require('@koris/tooling/jest');

/**
 * Two projects: the browser tests (jsdom), and the server render's tests
 * (`*.server.test.tsx`) in plain Node, where there is no window or document at all, as in
 * the shell's server (issue 13).
 */
const SERVER_TESTS = '<rootDir>/src/**/__tests__/**/*.server.test.ts?(x)';

module.exports = {
  // Form tests type and click through whole pages: room for a busy CI machine.
  testTimeout: 20000,
  projects: [
    {
      displayName: 'browser',
      ...preset({
        dir: __dirname,
        testPathIgnorePatterns: ['/node_modules/', '\\.server\\.test\\.'],
      }),
    },
    {
      displayName: 'server',
      ...preset({ dir: __dirname, environment: 'node', testMatch: [SERVER_TESTS] }),
    },
  ],
};
