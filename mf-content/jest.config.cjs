const createJestConfig = require('@koris/tooling/jest');

/** `*.server.test.tsx` render pages as the shell's server does: in Node, with no window. */
const SERVER_TESTS = '\\.server\\.test\\.tsx?$';

module.exports = {
  projects: [
    {
      displayName: 'browser',
      ...createJestConfig({
        dir: __dirname,
        testPathIgnorePatterns: ['/node_modules/', SERVER_TESTS],
      }),
    },
    {
      displayName: 'server',
      ...createJestConfig({
        dir: __dirname,
        environment: 'node',
        testMatch: ['<rootDir>/src/**/__tests__/**/*.server.test.ts?(x)'],
      }),
    },
  ],
};
