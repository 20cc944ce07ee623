const path = require('node:path');

module.exports = require('@koris/tooling/jest')({
  dir: __dirname,
  moduleNameMapper: {
    // The runtime federation API is replaced by a double that serves local test pages.
    '^@module-federation/enhanced/runtime$': path.join(
      __dirname,
      'src/testing/doubles/federation-runtime.tsx',
    ),
  },
});
