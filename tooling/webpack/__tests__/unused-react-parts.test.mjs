/**
 * unusedReactPartsRule (unused-react-parts.cjs): a part of React Router's production build that
 * nothing imports, written as React Router writes it (`forwardRef` and a display name), is left
 * out of the minified bundle; the parts in use stay, and work.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { unusedReactPartsRule } = require('../unused-react-parts.cjs');

/** Builds `index.js` in production, with or without the rule; the bundle's text. */
async function build(dir, rules) {
  const out = path.join(dir, rules.length ? 'with' : 'without');
  const stats = await new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './index.js',
        output: { path: out, filename: 'main.js' },
        module: { rules },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  return readdirSync(out)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(out, f), 'utf8'))
    .join('\n');
}

test('an unused forwardRef part with a display name is dropped; the used one stays', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'koris-router-parts-'));
  try {
    const react = path.join(dir, 'node_modules', 'react');
    mkdirSync(react, { recursive: true });
    writeFileSync(
      path.join(react, 'index.js'),
      'exports.forwardRef = (render) => ({ render });\n' +
        'exports.createElement = (type, props) => ({ type, props });\n',
    );
    const router = path.join(dir, 'node_modules', 'react-router', 'dist', 'production');
    mkdirSync(router, { recursive: true });
    writeFileSync(
      path.join(router, 'chunk.mjs'),
      [
        'import * as React2 from "react";',
        'var Link = React2.forwardRef(function LinkWithRef(props, ref) {',
        '  return React2.createElement("a", { ref, "data-part": "link-part", ...props });',
        '});',
        'Link.displayName = "Link";',
        'var Form = React2.forwardRef(function FormWithRef(props, ref) {',
        '  return React2.createElement("form", { ref, "data-part": "form-part", ...props });',
        '});',
        'Form.displayName = "Form";',
        'export { Form, Link };',
      ].join('\n'),
    );
    writeFileSync(
      path.join(dir, 'index.js'),
      "import { Link } from 'react-router/dist/production/chunk.mjs';\n" +
        'globalThis.drawn = Link.render({ href: "/" }, null);\n',
    );

    const without = await build(dir, []);
    assert.match(without, /form-part/, 'without the rule the minifier keeps the unused part');

    const withRule = await build(dir, [unusedReactPartsRule()]);
    assert.doesNotMatch(withRule, /form-part/);
    assert.doesNotMatch(withRule, /displayName/);
    assert.match(withRule, /link-part/);

    // The part in use still draws.
    const sandbox = { globalThis: {} };
    sandbox.globalThis = sandbox;
    new Function('globalThis', withRule)(sandbox);
    assert.equal(sandbox.drawn.type, 'a');
    assert.equal(sandbox.drawn.props['data-part'], 'link-part');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
