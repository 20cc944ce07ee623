module.exports = require('@koris/tooling/jest')({ dir: __dirname });
