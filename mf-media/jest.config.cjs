const { createServerRenderProjects } = require('@koris/tooling/jest');

/** Browser tests and the server render's tests (`*.server.test.tsx`, plain Node). */
module.exports = { projects: createServerRenderProjects({ dir: __dirname }) };
