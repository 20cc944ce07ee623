const { createConfig } = require('@koris/tooling/webpack');
const site = require('@koris/shared/config/site.json');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 8080,
  title: site.productName,
});
