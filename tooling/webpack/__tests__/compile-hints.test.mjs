/**
 * CompileHintsPlugin (startup-preload.cjs): the host's start-up scripts carry V8's compile hint
 * after minification; code loaded later does not.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { CompileHintsPlugin } = require('../startup-preload.cjs');

test('the entry and what it imports at start begin with the hint, later code does not', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'koris-hints-'));
  try {
    writeFileSync(path.join(dir, 'index.js'), "import('./bootstrap').then((m) => m.start());\n");
    writeFileSync(
      path.join(dir, 'bootstrap.js'),
      "export function start() { document.body.onclick = () => import('./editor'); }\n",
    );
    writeFileSync(path.join(dir, 'editor.js'), "export const editor = 'later';\n");
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { main: './index.js' },
      output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].js' },
      plugins: [new CompileHintsPlugin()],
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    assert.ok(!stats.hasErrors(), stats.toString());
    const files = readdirSync(path.join(dir, 'dist')).filter((f) => f.endsWith('.js'));
    const hinted = files.filter((f) =>
      readFileSync(path.join(dir, 'dist', f), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'),
    );
    const text = (f) => readFileSync(path.join(dir, 'dist', f), 'utf8');
    assert.equal(files.length, 3);
    assert.ok(hinted.includes('main.js'));
    assert.equal(hinted.length, 2, `hinted: ${hinted.join(', ')}`);
    const later = files.find((f) => !hinted.includes(f));
    assert.match(text(later), /later/, 'the code loaded on a click is not hinted');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
