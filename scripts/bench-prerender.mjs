#!/usr/bin/env node
/**
 * `pnpm bench:prerender`: what would rendering each page on the server buy on a phone? A
 * measurement for the design step the server render took (docs/decisions/001), not a feature. It starts the production
 * site, lets Chromium render each page (phone viewport, seeded data) and keeps the finished DOM.
 * A local proxy then serves that DOM as the page's document, everything else from the shell,
 * and Lighthouse (mobile, default simulated throttling, as `bench:lighthouse`) measures three
 * documents per page:
 *
 *   app     the site as it is served today (an empty root the app renders into);
 *   static  the rendered DOM without any script: the floor a server render could reach;
 *   late    the rendered DOM with the app's code started only after the load event: a server
 *           render followed by today's client start, with its cost on TBT.
 *
 *   --runs N       runs per page and document (default 2)
 *   --route PATH   measure this page (repeatable; default /about-us and /events)
 *   --no-build     skip the stale-build check
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import { buildProduction, ensureBrowser } from './lib/common.mjs';
import { CHROME, figures, lighthouse, lighthouseRetried, medians } from './lib/lighthouse.mjs';
import { launchBenchSite } from './lib/site.mjs';

const argv = process.argv.slice(2);
const valuesOf = (flag) => argv.flatMap((a, i) => (a === flag && argv[i + 1] ? [argv[i + 1]] : []));
const RUNS = Number(valuesOf('--runs')[0] ?? 2);
const ROUTES = valuesOf('--route').length ? valuesOf('--route') : ['/about-us', '/events'];
const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');
const CHROMIUM = require('@koris/tooling/chromium.json');

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const SCRIPT_HINT = /<link rel="preload"[^>]*as="script"[^>]*>/g;

/** The three documents of one page, from its rendered DOM. */
function documentsOf(rendered) {
  const entry = /<script\b[^>]*src="([^"]*\/main\.[^"]+\.js)"/.exec(rendered)?.[1];
  if (!entry) throw new Error('the rendered page names no shell entry (main.*.js)');
  const bare = rendered.replace(SCRIPT, '').replace(SCRIPT_HINT, '');
  const start = `<script>addEventListener('load',()=>setTimeout(()=>{const s=document.createElement('script');s.src=${JSON.stringify(entry)};document.head.append(s)}))</script>`;
  return { static: bare, late: bare.replace('</head>', `${start}</head>`) };
}

if (!argv.includes('--no-build') && !(await buildProduction({ log: () => undefined }))) {
  process.exit(1);
}
if (!(await ensureBrowser())) process.exit(1);

const { base, stop } = await launchBenchSite('prerender');
let proxy;
try {
  // 1. Each page as Chromium renders it on a phone, once its data is in.
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: CHROMIUM.args,
  });
  const documents = new Map();
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      });
      const page = await context.newPage();
      await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
      await page.locator('main h1, main h2').first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1_500); // the 500 ms minimum display of a loading list
      await page.waitForLoadState('networkidle');
      const rendered = `<!doctype html>${await page.evaluate(() => globalThis.document.documentElement.outerHTML)}`;
      documents.set(route, documentsOf(rendered));
      await context.close();
    }
  } finally {
    await browser.close();
  }

  // 2. A proxy in front of the shell that answers the page's navigation with one of them.
  let variant = 'static';
  const shell = new URL(base);
  proxy = http.createServer((req, res) => {
    const own = documents.get(req.url.split('?')[0]);
    if (own && (req.headers.accept ?? '').includes('text/html')) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
      });
      res.end(own[variant]);
      return;
    }
    const upstream = http.request(
      {
        host: shell.hostname,
        port: shell.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  // The site's own host name, so the remotes' origins (and their CORS) stay as they are.
  const proxied = `${shell.protocol}//${shell.hostname}:${proxy.address().port}`;

  await lighthouse(`${base}/`, 'performance').catch(() => undefined); // warm-up
  console.log(`Lighthouse mobile (simulated throttling, ${CHROME}), median of ${RUNS} run(s)\n`);
  console.log('page          document  perf   FCP ms   LCP ms  TBT ms  CLS');
  for (const route of ROUTES) {
    for (const name of ['app', 'static', 'late']) {
      variant = name;
      const url = name === 'app' ? `${base}${route}` : `${proxied}${route}`;
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        try {
          runs.push(figures(await lighthouseRetried(url, 'performance')));
        } catch (error) {
          console.error(`  ${route} ${name}: run ${i + 1} failed: ${error.message.slice(-120)}`);
        }
      }
      if (!runs.length) continue;
      const m = medians(runs);
      console.log(
        `${route.padEnd(13)} ${name.padEnd(8)} ${String(m.performance).padStart(5)}  ${Math.round(m.fcpMs).toString().padStart(7)}  ${Math.round(m.lcpMs).toString().padStart(7)}  ${Math.round(m.tbtMs).toString().padStart(6)}  ${m.cls.toFixed(3)}`,
      );
    }
  }
} finally {
  proxy?.close();
  await stop();
}
