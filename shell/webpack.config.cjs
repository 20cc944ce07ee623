const { createConfig, createServerModuleConfig } = require('@koris/tooling/webpack');
const site = require('@koris/shared/config/site.json');

const browser = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 8080,
  title: site.productName,
});

// Production also builds the shell's own server (src/server/main.ts: the app, the document
// writer and the server render of a page) into dist-server/server.cjs.
module.exports = (env, argv) =>
  argv.mode === 'production'
    ? [
        browser(env, argv),
        createServerModuleConfig({
          dir: __dirname,
          entry: { server: './src/server/main.ts' },
          // Server libraries load from node_modules at run time, as Node resolves them; the
          // server kit too (its CommonJS build, with its own dependencies: pino-pretty's worker
          // is found from there).
          externals: [
            /^fastify($|\/)/,
            /^@fastify\//,
            /^undici($|\/)/,
            /^@koris\/(server-kit|releases)($|\/)/,
          ],
        }),
      ]
    : browser(env, argv);
