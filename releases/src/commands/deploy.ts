/**
 * `pnpm deploy:remote <name> [--to DIR] [--from DIR] [--shell URL] [--preview | --canary N]`:
 * publishes a remote's production build as an immutable, content-addressed release in its
 * release store and makes it current. The remote's server (or the bucket) shows it on the
 * visitor's next load, with no restart. Refuses a build whose shared singletons (React, the
 * router, zustand, @koris/shared) are of another major than the live shell's.
 *
 * With `--preview` the release is published only, and a signed link lets one browser see the
 * live site with it; with `--canary N` it is given to N % of visitors (the store's rollout,
 * read by every shell's server) until `promote:remote` or `rollback:remote`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  PREVIEW_MAX_HOURS,
  previewSecretOf,
  signPreview,
  PREVIEW_SECRET_MIN_LENGTH,
} from '@koris/server-kit/release-preview';
import { sharedVersionsOf, type FederationManifest } from '../build.js';
import type { Published, ReleaseStore } from '../store.js';
import { UsageError, readCommandLine, type CommandContext, type Remote } from './cli.js';
import { endCanary } from './rollout.js';
import { assertSameMajors, liveShellShared } from './shell-shared.js';

export const DEPLOY_USAGE = `Usage: pnpm deploy:remote <name> [--to DIR|s3://BUCKET/PREFIX] [--from DIR] [--shell URL] [--preview | --canary PERCENT]
  <name>        mf-content, mf-media, mf-admission or mf-account
  --to DIR      the remote's release store (default: <remote>/releases, what pnpm start serves),
                or a bucket: s3://BUCKET/PREFIX (S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE,
                AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY; SITE_ORIGIN for its CORS rule)
  --from DIR    the build to publish (default: <remote>/dist; run its build first)
  --shell URL   the live shell whose shared majors the build must match: its URL, or the path
                of its build (default: SHELL_URL, else http://localhost:8080 when it
                answers, else shell/dist)
  --preview     publish without making it current, and print a signed link (PUBLIC_URL,
                PREVIEW_SECRET; valid PREVIEW_LINK_HOURS, at most 24) that shows it to the
                browser that opens it
  --canary N    publish and give it to N % of visitors (0 < N < 100) until
                pnpm promote:remote or pnpm rollback:remote`;

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
    {
      usage: DEPLOY_USAGE,
      more: {
        from: { type: 'string' },
        preview: { type: 'boolean' },
        canary: { type: 'string' },
      },
    },
    context,
  );
  if (!line) return;
  const { remote, values } = line;
  const cwd = context.cwd ?? process.cwd();
  const buildDir = path.resolve(cwd, values.from ?? path.join(remote.dir, 'dist'));
  const manifest = readBuild(remote, buildDir, context.root);
  if (values.preview && values.canary !== undefined) {
    throw new UsageError('--preview and --canary exclude each other: give one.');
  }
  const percent = values.canary === undefined ? null : canaryPercent(values.canary);
  const env = context.env ?? process.env;
  const preview = values.preview ? previewSettings(env) : null;

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
  if (preview) {
    printPreviewLink(remote, release, preview, context.now?.() ?? Date.now());
    return;
  }
  if (percent !== null) {
    await startCanary(store, remote, release, previous, percent);
    return;
  }
  const ended = await endCanary(store, 'rollback', `${release.id} was deployed to everyone`);
  if (ended) console.log(`  the canary ${ended} is ended: ${release.id} goes to everyone`);
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

/** `--canary N`: a share strictly between 0 and 100 (decimals allowed). */
function canaryPercent(given: string): number {
  const percent = Number(given.replace(/%$/, ''));
  if (!Number.isFinite(percent) || percent <= 0 || percent >= 100) {
    throw new UsageError(`--canary takes a share of visitors between 0 and 100, not "${given}".`);
  }
  return percent;
}

interface PreviewSettings {
  secret: string;
  site: URL;
  hours: number;
}

/** What a preview link needs, read before anything is published. */
function previewSettings(env: Readonly<Record<string, string | undefined>>): PreviewSettings {
  const secret = previewSecretOf(env.PREVIEW_SECRET);
  if (!secret) {
    throw new UsageError(
      `--preview signs its link with PREVIEW_SECRET (at least ${PREVIEW_SECRET_MIN_LENGTH} ` +
        "characters, the same as the shells'): set it.",
    );
  }
  let site: URL;
  try {
    site = new URL(env.PUBLIC_URL ?? '');
  } catch {
    throw new UsageError('--preview makes a link to the site: set PUBLIC_URL (https://…).');
  }
  const hours = Number(env.PREVIEW_LINK_HOURS || PREVIEW_MAX_HOURS);
  if (!(hours > 0) || hours > PREVIEW_MAX_HOURS) {
    throw new UsageError(`PREVIEW_LINK_HOURS must be above 0 and at most ${PREVIEW_MAX_HOURS}.`);
  }
  return { secret, site, hours };
}

function printPreviewLink(
  remote: Remote,
  release: Published,
  settings: PreviewSettings,
  now: number,
) {
  const expires = now + Math.round(settings.hours * 3_600_000);
  const token = signPreview(settings.secret, { remote: remote.name, release: release.id, expires });
  const link = new URL('/preview', settings.site);
  link.searchParams.set('token', token);
  console.log(
    `✓ ${remote.folder}: ${release.id} is published, not current. Preview it until ` +
      `${new Date(expires).toISOString()} (only the browser that opens the link sees it):`,
  );
  console.log(`  ${link.href}`);
}

async function startCanary(
  store: ReleaseStore,
  remote: Remote,
  release: Published,
  current: string | null,
  percent: number,
) {
  if (!current) {
    throw new UsageError(
      `${remote.folder} has no current release to compare a canary with: deploy it first.`,
    );
  }
  if (current === release.id) {
    throw new UsageError(`${release.id} is already current: a canary needs another release.`);
  }
  const rollout = await store.rollout();
  const replaced = rollout.canary && rollout.canary.release !== release.id ? rollout.canary : null;
  await store.setRollout(
    {
      canary: { release: release.id, percent, since: new Date().toISOString() },
      lastEnded: replaced
        ? {
            release: replaced.release,
            at: new Date().toISOString(),
            action: 'rollback',
            reason: `replaced by the canary ${release.id}`,
          }
        : rollout.lastEnded,
    },
    { action: 'canary', release: release.id, reason: `${percent} % of visitors` },
  );
  console.log(
    `✓ ${remote.folder}: ${release.id} goes to ${percent} % of visitors; ${current} stays current` +
      `${replaced ? ` (the canary ${replaced.release} is ended)` : ''}.`,
  );
  console.log(
    `  watch: pnpm status:remote ${remote.folder}; then pnpm promote:remote ${remote.folder} ` +
      `or pnpm rollback:remote ${remote.folder}`,
  );
}
