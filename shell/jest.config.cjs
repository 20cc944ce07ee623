const path = require('node:path');
const { createServerRenderProjects } = require('@koris/tooling/jest');

/** Browser tests, and the server's tests (`*.server.test.ts`, plain Node, real HTTP). */
module.exports = {
  projects: createServerRenderProjects({
    dir: __dirname,
    serverMockHttp: false,
    moduleNameMapper: {
      // The runtime federation API is replaced by a double that serves local test pages.
      '^@module-federation/enhanced/runtime$': path.join(
        __dirname,
        'src/testing/doubles/federation-runtime.tsx',
      ),
    },
  }),
};
