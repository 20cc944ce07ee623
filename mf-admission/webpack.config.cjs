const { createConfig } = require('@koris/tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_admission',
  port: 8083,
  title: 'mf-admission (dev host)',
  exposes: {
    './AdmissionPage': './src/exposes/AdmissionPage.tsx',
    './ApplicationsPage': './src/exposes/ApplicationsPage.tsx',
  },
});
