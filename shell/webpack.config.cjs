const { createConfig, createServerModuleConfig } = require('@koris/tooling/webpack');
const site = require('@koris/shared/config/site.json');

const browser = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 8080,
  title: site.productName,
});

// Production also builds the route table for the shell's server (per-route <head> and hints).
module.exports = (env, argv) =>
  argv.mode === 'production'
    ? [
        browser(env, argv),
        createServerModuleConfig({
          dir: __dirname,
          entry: './src/server/route-head.ts',
          name: 'route-head',
        }),
      ]
    : browser(env, argv);
