const { createConfig } = require('@koris/tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_account',
  port: 8084,
  title: 'mf-account (dev host)',
  exposes: {
    './AccountModal': './src/exposes/AccountModal.tsx',
  },
});
