/**
 * `pnpm bench:topology`: applications per second through one and through two API instances
 * behind deploy/haproxy.cfg, and how long the traffic of an instance killed with kill -9 takes
 * to move to the other. Prints figures; it is not a test (nothing here passes or fails).
 *
 * One topology (lib/topology.mjs, no shells: only the API's path is measured) with two API
 * instances; "one instance" is the second one put in maintenance through the runtime API.
 * BENCH_SECONDS (default 10) per throughput run; BENCH_CONNECTIONS (default 50).
 */
import autocannon from 'autocannon';
import { applicationForm, visitor } from '../lib/clients.mjs';
import { startTopology } from '../lib/topology.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 50;
/** Applications in flight at once while an instance is killed. */
const FAILOVER_CONCURRENCY = 20;

/** POST /api/apply for SECONDS over CONNECTIONS connections; resolves applications per second. */
async function applicationsPerSecond(site, headers) {
  const result = await autocannon({
    url: `${site.url}/api/apply`,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: applicationForm('bench@example.lv').toString(),
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    perSecond: result['2xx'] / SECONDS,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Applications sent without pause, FAILOVER_CONCURRENCY at a time, while the second instance
 * is killed: when the balancer marks it down, and when the last failure ends, counted from the
 * kill.
 */
async function failover(site, headers) {
  const [, victim] = site.apis;
  const outcomes = [];
  let running = true;
  let killedAt = 0;
  const worker = async () => {
    while (running) {
      let ok = false;
      try {
        const res = await fetch(`${site.url}/api/apply`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: applicationForm('failover@example.lv'),
        });
        await res.arrayBuffer();
        ok = res.status === 201;
      } catch {
        ok = false;
      }
      outcomes.push({ at: performance.now(), ok });
    }
  };
  const workers = Array.from({ length: FAILOVER_CONCURRENCY }, worker);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  killedAt = performance.now();
  victim.signal('SIGKILL');
  let downAfter = null;
  while (performance.now() - killedAt < 30_000) {
    const { status } = await site.balancer.server('api', victim.name);
    if (status === 'DOWN') {
      downAfter = performance.now() - killedAt;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  running = false;
  await Promise.all(workers);
  const after = outcomes.filter((o) => o.at >= killedAt);
  const failures = after.filter((o) => !o.ok);
  const lastFailure = failures.length ? failures.at(-1).at - killedAt : null;
  return { downAfter, lastFailure, failed: failures.length, sent: after.length };
}

const ms = (value) => (value === null ? 'never' : `${Math.round(value)} ms`);

const site = await startTopology({
  apis: 2,
  shells: 0,
  // The production interval: what an operator gets, not the tests' quick one.
  checkInter: '2s',
});
try {
  const headers = await visitor(site.url);
  console.log(
    `bench:topology — ${site.database} database, POST /api/apply, ${CONNECTIONS} connections, ${SECONDS} s per run`,
  );
  await site.balancer.setState('api', 'api2', 'maint');
  const one = await applicationsPerSecond(site, headers);
  await site.balancer.setState('api', 'api2', 'ready');
  await site.balancer.waitStatus('api', 'api2', 'UP');
  const two = await applicationsPerSecond(site, headers);
  console.log(`  one API instance behind HAProxy:  ${one.perSecond.toFixed(1)} applications/s`);
  console.log(`  two API instances behind HAProxy: ${two.perSecond.toFixed(1)} applications/s`);
  if (one.failed || two.failed) {
    console.log(`  (answers other than 2xx or errors: ${one.failed} and ${two.failed})`);
  }
  const moved = await failover(site, headers);
  console.log(`kill -9 of one of two instances (${FAILOVER_CONCURRENCY} applications in flight):`);
  console.log(`  marked DOWN by the balancer after: ${ms(moved.downAfter)}`);
  console.log(
    `  errors stopped after:              ${moved.failed ? ms(moved.lastFailure) : '0 ms (none)'} ` +
      `(${moved.failed} failed of ${moved.sent} sent after the kill)`,
  );
} finally {
  await site.stop();
}
