module.exports = require('@koris/tooling/jest')({
  dir: __dirname,
  setupFiles: [require.resolve('./src/test/jest-setup.cjs')],
});
