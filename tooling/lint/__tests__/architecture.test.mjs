/**
 * The boundary and file-name rules (tooling/lint/architecture.mjs) with the repository's own
 * ESLint config: each fixture in ../__fixtures__ is linted as if it lived where its first line
 * says, and must fail with the rule's message, or (the allowed imports) pass.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FIXTURES = path.join(ROOT, 'tooling/lint/__fixtures__');

let eslint;
before(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** Lints a fixture's text as the file `as` (relative to the repository root). */
async function lintAs(fixture, as) {
  const code = readFileSync(path.join(FIXTURES, fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, as) });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message, line: m.line }));
}

const boundaryErrors = (messages) => messages.filter((m) => m.rule === 'boundaries/dependencies');

describe('package boundaries (docs/architecture.md#packages, #federation)', () => {
  it('fails a remote that imports another remote by path', async () => {
    const messages = await lintAs(
      'cross-remote-import.tsx',
      'mf-content/src/features/fixture/cross-remote-import.tsx',
    );
    assert.deepEqual(boundaryErrors(messages), [
      {
        rule: 'boundaries/dependencies',
        line: 3,
        message:
          'A remote never imports another remote or the shell: mf-content talks to them only through @koris/shared (docs/architecture.md#federation).',
      },
    ]);
  });

  it('fails a remote that imports another remote by package name', async () => {
    const messages = await lintAs(
      'cross-remote-package.ts',
      'mf-content/src/cross-remote-package.ts',
    );
    assert.equal(boundaryErrors(messages).length, 1);
    assert.match(boundaryErrors(messages)[0].message, /never imports another remote/);
  });

  it('fails a remote that imports the shell', async () => {
    const messages = await lintAs(
      'remote-imports-shell.ts',
      'mf-media/src/remote-imports-shell.ts',
    );
    assert.match(boundaryErrors(messages)[0]?.message ?? '', /mf-media talks to them only/);
  });

  it('fails @koris/shared importing a remote', async () => {
    const messages = await lintAs(
      'shared-imports-remote.ts',
      'shared/src/ui/shared-imports-remote.ts',
    );
    assert.match(boundaryErrors(messages)[0]?.message ?? '', /imports no remote and not the shell/);
  });

  it('fails browser code importing api/', async () => {
    const messages = await lintAs('browser-imports-api.ts', 'shell/src/browser-imports-api.ts');
    assert.match(boundaryErrors(messages)[0]?.message ?? '', /never by importing api\//);
  });

  it('fails runtime code importing tooling/', async () => {
    const messages = await lintAs(
      'runtime-imports-tooling.ts',
      'mf-account/src/runtime-imports-tooling.ts',
    );
    assert.match(boundaryErrors(messages)[0]?.message ?? '', /runtime code never imports it/);
  });

  it('lets the tests beside runtime code import tooling (they run at test time)', async () => {
    const messages = await lintAs(
      'runtime-imports-tooling.ts',
      'shell/src/server/__tests__/runtime-imports-tooling.test.ts',
    );
    assert.deepEqual(boundaryErrors(messages), []);
  });

  it('keeps the areas of @koris/shared in one direction and crossing by package name', async () => {
    const upward = await lintAs('shared-area-upward.ts', 'shared/src/auth/shared-area-upward.ts');
    assert.match(
      boundaryErrors(upward)[0]?.message ?? '',
      /@koris\/shared\/auth must not import api, ui, widgets, dev/,
    );
    const relative = await lintAs(
      'shared-area-relative.ts',
      'shared/src/ui/shared-area-relative.ts',
    );
    assert.match(boundaryErrors(relative)[0]?.message ?? '', /through the package name/);
    const own = await lintAs('shared-area-upward.ts', 'shared/src/ui/own-area-by-name.ts');
    assert.match(
      boundaryErrors(own)[0]?.message ?? '',
      /Inside @koris\/shared\/ui, import with a relative path/,
    );
  });

  it('lets a remote import @koris/shared, React and its own files', async () => {
    const messages = await lintAs(
      'allowed-imports.tsx',
      'mf-content/src/features/fixture/allowed-imports.tsx',
    );
    assert.deepEqual(messages, []);
  });
});

describe('file names (docs/contributing.md#conventions)', () => {
  const names = async (as) =>
    (await lintAs('plain.ts', as)).filter((m) => m.rule?.startsWith('check-file/'));

  it('accepts kebab-case files, PascalCase components, tests, stores, hooks', async () => {
    for (const file of [
      'mf-media/src/features/photo/gallery-store.ts',
      'mf-media/src/features/photo/use-slideshow.ts',
      'mf-media/src/features/photo/components/PhotoGrid.tsx',
      'mf-media/src/features/photo/__tests__/photo-grid.test.tsx',
      'shell/src/app/bootstrap.tsx',
      'mf-media/webpack.config.cjs',
    ]) {
      assert.deepEqual(await names(file), [], file);
    }
  });

  it('fails other spellings of files and folders', async () => {
    const camel = await names('mf-media/src/features/photo/galleryStore.ts');
    assert.equal(camel[0]?.rule, 'check-file/filename-naming-convention');
    const snake = await names('mf-media/src/features/photo/components/photo_grid.tsx');
    assert.equal(snake[0]?.rule, 'check-file/filename-naming-convention');
    const folder = await names('mf-media/src/features/PhotoAlbum/album.ts');
    assert.equal(folder[0]?.rule, 'check-file/folder-naming-convention');
  });
});
