const { createConfig, createServerModuleConfig } = require('@koris/tooling/webpack');
const site = require('@koris/shared/config/site.json');

const browser = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 8080,
  title: site.productName,
});

// Production also builds the shell's server modules: the route table (per-route <head> and
// hints) and the server render of a page (src/server/render.tsx).
module.exports = (env, argv) =>
  argv.mode === 'production'
    ? [
        browser(env, argv),
        createServerModuleConfig({
          dir: __dirname,
          entry: {
            'route-head': './src/server/route-head.ts',
            render: './src/server/render.tsx',
          },
        }),
      ]
    : browser(env, argv);
