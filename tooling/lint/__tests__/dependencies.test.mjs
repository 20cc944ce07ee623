/**
 * The workspace rules of the dependency check (tooling/lint/dependencies.mjs) over small
 * made-up workspaces: an undeclared workspace import and a cycle between packages each fail
 * with their message; a declared, one-way workspace passes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkWorkspace } from '../dependencies.mjs';

/** folder → { name, declared } from `{ folder: [name, ...declared] }`. */
const workspace = (spec) =>
  new Map(
    Object.entries(spec).map(([folder, [name, ...declared]]) => [
      folder,
      { name, declared: new Set(declared) },
    ]),
  );

/** One file importing `module`, which resolves to `resolved`. */
const importing = (source, module, resolved) => ({
  source,
  dependencies: [{ module, resolved, coreModule: false, couldNotResolve: false }],
});

const WORKSPACE = workspace({
  '.': ['root', '@koris/tooling'],
  shared: ['@koris/shared', '@koris/tooling'],
  tooling: ['@koris/tooling'],
});

describe('workspace dependencies', () => {
  it('passes declared imports that go one way', () => {
    const modules = [
      importing('shared/jest.config.cjs', '@koris/tooling/jest', 'tooling/jest/preset.cjs'),
      importing('scripts/start.mjs', '@koris/tooling/net', 'tooling/services/net.cjs'),
      importing('shared/src/a.ts', './b', 'shared/src/b.ts'),
      importing('tooling/x.cjs', 'node:fs', 'node:fs'),
    ];
    modules[3].dependencies[0].coreModule = true;
    assert.deepEqual(checkWorkspace(WORKSPACE, modules), []);
  });

  it('fails a workspace package imported without being declared', () => {
    const modules = [importing('scripts/start.mjs', '@koris/shared/config', 'shared/src/c.ts')];
    assert.deepEqual(checkWorkspace(WORKSPACE, modules), [
      'not-declared: scripts/start.mjs imports @koris/shared, which package.json does not declare',
    ]);
  });

  it('fails a cycle between packages, by a relative reach as well as by name', () => {
    const modules = [
      importing('tooling/services/redis.cjs', '../../shared/src/net.cjs', 'shared/src/net.cjs'),
    ];
    assert.deepEqual(checkWorkspace(WORKSPACE, modules), [
      'package-cycle: @koris/shared → @koris/tooling → @koris/shared',
    ]);
  });

  it('fails a cycle that only package.json files declare', () => {
    const declared = workspace({
      '.': ['root'],
      deploy: ['@koris/deploy', '@koris/e2e'],
      e2e: ['@koris/e2e', '@koris/deploy'],
    });
    assert.deepEqual(checkWorkspace(declared, []), [
      'package-cycle: @koris/deploy → @koris/e2e → @koris/deploy',
    ]);
  });
});
