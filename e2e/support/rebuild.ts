/**
 * Throw-away production builds of one remote for "redeploy this remote alone" tests: the
 * package's own webpack config, output to a temporary folder, with text replaced in its
 * sources on the way (the repository's files are never modified).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './site';

const run = promisify(execFile);

/**
 * Builds `folder` (e.g. 'mf-content') with every `search` in its own sources replaced by
 * `replace`. Returns a package folder (package.json + dist/) that `remote.start({ dir })` serves.
 * `sharedVersions` declares other versions for shared singletons (e.g. `{ react: '20.0.0' }`):
 * the build's federation metadata then says what a build against that version would say.
 */
export async function buildVariant(
  folder: string,
  {
    search,
    replace,
    sharedVersions = {},
  }: { search: string; replace: string; sharedVersions?: Record<string, string> },
): Promise<string> {
  const pkgDir = path.join(ROOT, folder);
  const out = mkdtempSync(path.join(os.tmpdir(), `koris-${folder}-`));
  copyFileSync(path.join(pkgDir, 'package.json'), path.join(out, 'package.json'));
  const wrapper = path.join(out, 'webpack.variant.cjs');
  writeFileSync(
    wrapper,
    `'use strict';
const base = require(${JSON.stringify(path.join(pkgDir, 'webpack.config.cjs'))});
const { majorRange } = require(${JSON.stringify(path.join(ROOT, 'shared/src/federation/singletons.cjs'))});
// A remote's production build is two configs: the browser build and its Node build (server/).
const variant = (config) => {
  config.output.path = ${JSON.stringify(path.join(out, 'dist'))};
  const federation = config.plugins.find((p) => p && p.constructor.name === 'ModuleFederationPlugin');
  for (const [name, version] of Object.entries(${JSON.stringify(sharedVersions)})) {
    const shared = federation._options.shared[name];
    if (!shared) throw new Error('no shared singleton ' + name);
    Object.assign(shared, { version, requiredVersion: majorRange(version) });
  }
  config.module.rules.unshift({
    test: /\\.[cm]?tsx?$/,
    include: ${JSON.stringify(path.join(pkgDir, 'src'))},
    enforce: 'pre',
    use: {
      loader: ${JSON.stringify(path.join(__dirname, 'replace-loader.cjs'))},
      options: ${JSON.stringify({ search, replace })},
    },
  });
  return config;
};
module.exports = (env, argv) => {
  const built = base(env, argv);
  return Array.isArray(built) ? built.map(variant) : variant(built);
};
`,
  );
  const cli = require.resolve('webpack-cli/bin/cli.js', {
    paths: [path.join(ROOT, 'tooling')],
  });
  await run(process.execPath, [cli, '--config', wrapper, '--mode', 'production'], {
    cwd: pkgDir,
    maxBuffer: 64 * 1024 * 1024,
  });
  return out;
}

/** sha256 of every file under dir, by relative path. */
export function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else
        hashes[rel] = createHash('sha256')
          .update(readFileSync(path.join(dir, rel)))
          .digest('hex');
    }
  };
  walk('');
  return hashes;
}
