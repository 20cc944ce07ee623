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

// Every test file runs the test kit's msw server (unanswered requests fail the test).
const MSW_SETUP = '@koris/shared/testing/setup';

/**
 * `mockHttp`: the package's tests answer HTTP from the msw server (every browser package; the
 * API's tests talk to a real server instead).
 */
function createJestConfig({
  dir,
  moduleNameMapper = {},
  environment = 'jsdom',
  mockHttp = environment === 'jsdom',
  ...rest
}) {
  const http = mockHttp ? [MSW_SETUP] : [];
  return {
    rootDir: dir,
    // jsdom with the platform's fetch, streams and friends, as msw needs them (and ky's
    // Request/FormData/AbortSignal checks agree with each other).
    testEnvironment: environment === 'jsdom' ? require.resolve('jest-fixed-jsdom') : environment,
    setupFilesAfterEnv:
      environment === 'jsdom' ? [path.join(__dirname, 'setup.cjs'), ...http] : http,
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts'],
    transform: { '^.+\\.(t|j|mj)sx?$': swcTransform },
    // ky, a few of msw's dependencies, `cookie` (light-my-request's, for fastify.inject in
    // server tests) and `content-disposition` (@fastify/static's) are ESM only: let them
    // through the transform. OpenTelemetry's OTLP exporter and resource detectors load `http`
    // and friends with import(), which jest's module sandbox refuses: the transform makes
    // those requires (the shell's trace test exports spans from inside jest).
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/)?(ky|cookie|content-disposition|rettime|until-async|@open-draft[+/]deferred-promise|@opentelemetry[+/](otlp-exporter-base|resources))[@/])',
    ],
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
 * A package's two jest projects: the browser tests (jsdom), and the server tests
 * (`*.server.test.tsx`) in plain Node, where there is no window or document at all, as in the
 * shell's server. `options` go to both (createJestConfig). A remote's server render answers its
 * HTTP from the kit's msw server; the shell's server tests talk to real servers
 * (`serverMockHttp: false`).
 */
function createServerRenderProjects({ serverMockHttp = true, ...options }) {
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
        mockHttp: serverMockHttp,
        testMatch: ['<rootDir>/src/**/__tests__/**/*.server.test.ts?(x)'],
      }),
    },
  ];
}

module.exports = createJestConfig;
module.exports.createServerRenderProjects = createServerRenderProjects;
