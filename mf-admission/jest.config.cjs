// Form tests type and click through whole pages: room for a busy CI machine.
module.exports = require('@koris/tooling/jest')({ dir: __dirname, testTimeout: 20000 });
