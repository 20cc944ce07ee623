const { createServerRenderProjects } = require('@koris/tooling/jest');

/** Browser tests and the server render's tests (`*.server.test.tsx`, plain Node). */
module.exports = {
  // Form tests type and click through whole pages: room for a busy CI machine.
  testTimeout: 20000,
  projects: createServerRenderProjects({ dir: __dirname }),
};
