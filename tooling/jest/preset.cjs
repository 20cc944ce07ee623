'use strict';
/**
 * One jest preset for every browser package. A package's jest.config.cjs is:
 *   module.exports = require('@koris/tooling/jest')({ dir: __dirname, moduleNameMapper: {...} });
 * `moduleNameMapper` is where remote imports (`mf_content/EventsPage`) map to small test doubles.
 */
const path = require('node:path');

const swcTransform = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

function createJestConfig({ dir, moduleNameMapper = {}, environment = 'jsdom', ...rest }) {
  return {
    rootDir: dir,
    testEnvironment:
      environment === 'jsdom' ? path.join(__dirname, 'environment.cjs') : environment,
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup.cjs')] : [],
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts'],
    transform: { '^.+\\.(t|j|mj)sx?$': swcTransform },
    // ky, and `cookie` (light-my-request's, for fastify.inject in server tests), are ESM only:
    // let them through the transform.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|cookie)[@/])'],
    moduleNameMapper: {
      '\\.(css)$': require.resolve('identity-obj-proxy'),
      '\\.(png|jpe?g|webp|avif|gif|svg)$': path.join(__dirname, 'file-stub.cjs'),
      ...moduleNameMapper,
    },
    clearMocks: true,
    restoreMocks: true,
    ...rest,
  };
}

/**
 * A remote's two jest projects (issue 13): the browser tests (jsdom), and the server render's
 * tests (`*.server.test.tsx`) in plain Node, where there is no window or document at all, as
 * in the shell's server. `options` go to both (createJestConfig).
 */
function createServerRenderProjects(options) {
  const server = /\.server\.test\.tsx?$/.source;
  return [
    {
      displayName: 'browser',
      ...createJestConfig({ ...options, testPathIgnorePatterns: ['/node_modules/', server] }),
    },
    {
      displayName: 'server',
      ...createJestConfig({
        ...options,
        environment: 'node',
        testMatch: ['<rootDir>/src/**/__tests__/**/*.server.test.ts?(x)'],
      }),
    },
  ];
}

module.exports = createJestConfig;
module.exports.createServerRenderProjects = createServerRenderProjects;
