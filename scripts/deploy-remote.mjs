#!/usr/bin/env node
/**
 * `pnpm deploy:remote <name> [--to DIR] [--from DIR] [--shell URL]`: publishes a remote's
 * production build as an immutable, content-addressed release in its release store and makes
 * it current. The remote's server shows it on the visitor's next load, with no restart.
 * `--to s3://BUCKET/PREFIX` publishes to a bucket instead (tooling/serve/s3-releases.mjs).
 * Refuses a build whose shared singletons (React, the router, zustand, @koris/shared) are of
 * another major than the live shell's. See README.md, "Deploying one remote".
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedVersionsOf } from '../tooling/serve/releases.mjs';
import {
  ROOT,
  UsageError,
  assertSameMajors,
  findRemote,
  liveShellShared,
  parse,
  runMain,
  storeFor,
} from './lib/remote-release.mjs';

const USAGE = `Usage: pnpm deploy:remote <name> [--to DIR|s3://BUCKET/PREFIX] [--from DIR] [--shell URL]
  <name>        mf-content, mf-media, mf-admission or mf-account
  --to DIR      the remote's release store (default: <remote>/releases, what pnpm start serves),
                or a bucket: s3://BUCKET/PREFIX (S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE,
                AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY; SITE_ORIGIN for its CORS rule)
  --from DIR    the build to publish (default: <remote>/dist; run its build first)
  --shell URL   the live shell whose shared majors the build must match: its URL, or the path
                of its build (default: SHELL_URL, else http://localhost:8080 when it
                answers, else shell/dist)`;

await runMain(async (argv) => {
  const { values, positionals } = parse(
    argv,
    {
      to: { type: 'string' },
      from: { type: 'string' },
      shell: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    USAGE,
  );
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new UsageError(USAGE);
  const remote = findRemote(positionals[0]);
  const buildDir = path.resolve(process.cwd(), values.from ?? path.join(remote.dir, 'dist'));
  const manifestFile = path.join(buildDir, 'mf-manifest.json');
  if (!existsSync(manifestFile) || !existsSync(path.join(buildDir, 'remoteEntry.js'))) {
    throw new UsageError(
      `No production build of ${remote.folder} in ${path.relative(ROOT, buildDir) || buildDir}. ` +
        `Run \`pnpm --filter ${remote.pkg} build\` first.`,
    );
  }
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    throw new UsageError(`${manifestFile} is not valid JSON: build ${remote.folder} again.`);
  }
  if (manifest.name !== remote.name) {
    throw new UsageError(
      `${buildDir} is a build of ${manifest.name ?? 'something else'}, not of ${remote.name}.`,
    );
  }

  // Before anything is read over the network: a mistyped --to fails at once.
  const store = await storeFor(remote, values.to);
  console.log(`▶ deploying ${remote.folder}`);
  const shared = sharedVersionsOf(manifest);
  const shell = await liveShellShared(values.shell, console.log);
  assertSameMajors(remote.name, shared, shell);
  console.log(`  shared majors match the live shell (${shell.source})`);

  const release = await store.publish(buildDir, { remote: remote.name, shared });
  console.log(
    release.created
      ? `  published release ${release.id} (${release.files} files, ${Math.round(release.bytes / 1024)} KB) in ${store.releasesDir}`
      : `  release ${release.id} is already in the store (same bytes): not copied again`,
  );
  const previous = await store.current();
  if (previous !== release.id) await store.activate(release.id, 'deploy');
  if (previous === release.id) {
    console.log(`✓ ${remote.folder}: ${release.id} was already current`);
  } else {
    console.log(
      `✓ ${remote.folder}: ${release.id} is current${previous ? ` (was ${previous})` : ''}. ` +
        'Visitors get it on their next page load.',
    );
    if (store.publicUrl) {
      console.log(`  served from ${store.publicUrl} (the shell's ${remote.env})`);
    }
    if (previous)
      console.log(
        `  undo: pnpm rollback:remote ${remote.folder}${values.to ? ` --to ${values.to}` : ''}`,
      );
  }
});
