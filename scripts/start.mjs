#!/usr/bin/env node
/**
 * `pnpm start`: builds the production bundles that are missing or stale, then serves the site
 * as DESIGN §4 deploys it (API 8090, remotes 8081–8084, shell 8080). Ctrl-C stops everything.
 * `pnpm start --no-build` serves whatever is built.
 */
import { buildProduction } from './lib/common.mjs';
import { launchSite } from './lib/site.mjs';

const noBuild = process.argv.includes('--no-build');

if (!noBuild && !(await buildProduction())) {
  console.error('\nNot starting: a build failed (see above).');
  process.exit(1);
}

const site = launchSite({
  onExit(child, { code, signal }) {
    console.error(
      `\n✗ ${child.label} stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}).` +
        (child.label === 'api' || child.label === 'shell'
          ? ' The site does not work without it: press Ctrl-C and fix the error above.'
          : ` Pages of ${child.label} show the retry message until it runs again.`) +
        '\n',
    );
    if (site.children.every((c) => c.exited)) process.exit(1);
  },
});

let shuttingDown = false;
async function shutdown() {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log('\nStopping …');
  await site.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

const { plan } = site;
if (await site.ready) {
  console.log(`
Site ready: http://localhost:${plan.shellPort}
  API        http://localhost:${plan.apiPort}  (DATA_DIR ${plan.dataDir})
${plan.remotes.map((r) => `  ${r.folder.padEnd(12)} ${r.url}${r.local ? '' : '  (not started here)'}`).join('\n')}
Press Ctrl-C to stop.
`);
} else if (!shuttingDown) {
  console.error('\n✗ Not every server came up: see the messages above.');
}
