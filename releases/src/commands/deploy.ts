/**
 * `pnpm deploy:remote <name> [--to DIR] [--from DIR] [--shell URL]`: publishes a remote's
 * production build as an immutable, content-addressed release in its release store and makes
 * it current. The remote's server (or the bucket) shows it on the visitor's next load, with no
 * restart. Refuses a build whose shared singletons (React, the router, zustand, @koris/shared)
 * are of another major than the live shell's.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedVersionsOf, type FederationManifest } from '../build.js';
import { UsageError, readCommandLine, type CommandContext, type Remote } from './cli.js';
import { assertSameMajors, liveShellShared } from './shell-shared.js';

export const DEPLOY_USAGE = `Usage: pnpm deploy:remote <name> [--to DIR|s3://BUCKET/PREFIX] [--from DIR] [--shell URL]
  <name>        mf-content, mf-media, mf-admission or mf-account
  --to DIR      the remote's release store (default: <remote>/releases, what pnpm start serves),
                or a bucket: s3://BUCKET/PREFIX (S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE,
                AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY; SITE_ORIGIN for its CORS rule)
  --from DIR    the build to publish (default: <remote>/dist; run its build first)
  --shell URL   the live shell whose shared majors the build must match: its URL, or the path
                of its build (default: SHELL_URL, else http://localhost:8080 when it
                answers, else shell/dist)`;

/** The build's federation manifest, once it is a production build of this remote. */
function readBuild(remote: Remote, buildDir: string, root: string): FederationManifest {
  const manifestFile = path.join(buildDir, 'mf-manifest.json');
  if (!existsSync(manifestFile) || !existsSync(path.join(buildDir, 'remoteEntry.js'))) {
    throw new UsageError(
      `No production build of ${remote.folder} in ${path.relative(root, buildDir) || buildDir}. ` +
        `Run \`pnpm --filter ${remote.pkg} build\` first.`,
    );
  }
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as FederationManifest;
  } catch {
    throw new UsageError(`${manifestFile} is not valid JSON: build ${remote.folder} again.`);
  }
  if (manifest.name !== remote.name) {
    throw new UsageError(
      `${buildDir} is a build of ${manifest.name ?? 'something else'}, not of ${remote.name}.`,
    );
  }
  return manifest;
}

export async function deployRemote(argv: readonly string[], context: CommandContext) {
  const line = readCommandLine(
    argv,
    { usage: DEPLOY_USAGE, more: { from: { type: 'string' } } },
    context,
  );
  if (!line) return;
  const { remote, values } = line;
  const cwd = context.cwd ?? process.cwd();
  const buildDir = path.resolve(cwd, values.from ?? path.join(remote.dir, 'dist'));
  const manifest = readBuild(remote, buildDir, context.root);

  // Before anything is read over the network: a mistyped --to fails at once.
  const store = await line.store();
  console.log(`▶ deploying ${remote.folder}`);
  const shared = sharedVersionsOf(manifest);
  const shell = await liveShellShared(values.shell, context);
  assertSameMajors(remote.name, shared, shell);
  console.log(`  shared majors match the live shell (${shell.source})`);

  const release = await store.publish(buildDir, { remote: remote.name, shared });
  console.log(
    release.created
      ? `  published release ${release.id} (${release.files} files, ${Math.round(release.bytes / 1024)} KB) in ${store.location}`
      : `  release ${release.id} is already in the store (same bytes): not copied again`,
  );
  const previous = await store.current();
  if (previous === release.id) {
    console.log(`✓ ${remote.folder}: ${release.id} was already current`);
    return;
  }
  await store.activate(release.id, 'deploy');
  console.log(
    `✓ ${remote.folder}: ${release.id} is current${previous ? ` (was ${previous})` : ''}. ` +
      'Visitors get it on their next page load.',
  );
  if (store.publicUrl) console.log(`  served from ${store.publicUrl} (the shell's ${remote.env})`);
  if (previous) {
    console.log(
      `  undo: pnpm rollback:remote ${remote.folder}${values.to ? ` --to ${values.to}` : ''}`,
    );
  }
}
