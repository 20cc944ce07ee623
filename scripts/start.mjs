#!/usr/bin/env node
/**
 * `pnpm start`: builds the production bundles that are missing or stale, then serves the site
 * as docs/architecture.md#run-time deploys it (API 8090, remotes 8081–8084, shell 8080). Ctrl-C stops everything.
 * `pnpm start --no-build` serves whatever is built.
 */
import { buildProduction } from './lib/common.mjs';
import { launchSite } from './lib/site.mjs';

const noBuild = process.argv.includes('--no-build');

if (!noBuild && !(await buildProduction())) {
  console.error('\nNot starting: a build failed (see above).');
  process.exit(1);
}

const describe = ({ code, signal }) => (signal ? `signal ${signal}` : `exit code ${code}`);
let shuttingDown = false;

const site = launchSite({
  // The servers' output comes through pipes here: pino-pretty's lines when a person reads ours.
  env:
    process.stdout.isTTY && !process.env.LOG_FORMAT
      ? { ...process.env, LOG_FORMAT: 'pretty' }
      : process.env,
  // A server that dies is started again after 1, 2, 4, 8 s …; five crashes within a minute
  // stop the site with a non-zero exit (a server that cannot run should not look alive).
  onCrash(server, result, { delayMs, attempt, of }) {
    console.error(
      `\n✗ ${server.label} stopped unexpectedly (${describe(result)}). ` +
        `Restarting it in ${Math.round(delayMs / 1000)} s (crash ${attempt} of ${of} allowed within a minute).` +
        (server.label === 'api' || server.label === 'shell'
          ? ' The site does not answer until it is back.'
          : ` Pages of ${server.label === 'remotes' ? 'every remote' : server.label} show the retry message until it is back.`) +
        '\n',
    );
  },
  onRecovered(server) {
    console.log(`✓ ${server.label} is running again (restart ${server.restarts}).`);
  },
  async onGiveUp(server, result, { crashes, windowMs }) {
    console.error(
      `\n✗ ${server.label} crashed ${crashes} times within ${Math.round(windowMs / 1000)} s ` +
        `(last: ${describe(result)}): giving up. Fix the error above and run \`pnpm start\` again.\n`,
    );
    if (shuttingDown) return;
    shuttingDown = true;
    await site.stop();
    process.exit(1);
  },
});

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
