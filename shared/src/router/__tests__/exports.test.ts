/// <reference types="node" />
/**
 * Every browser package gets React Router through the shared subset (../index.ts), not the
 * whole package. A name missing from the subset would be `undefined` at run time in the
 * browser, with no build error: this test reads every package's source and fails first.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');
const packages = ['shell', 'mf-content', 'mf-media', 'mf-admission', 'mf-account', 'shared'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(full);
    }
    return /\.(tsx?|mjs|js)$/.test(name) ? [full] : [];
  });
}

function subsetExports(): Set<string> {
  const text = readFileSync(path.join(__dirname, '../index.ts'), 'utf8');
  const block = /export\s*\{([^}]+)\}\s*from/.exec(text)?.[1] ?? '';
  return new Set(
    block
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );
}

function routerImports(): { file: string; name: string }[] {
  const found: { file: string; name: string }[] = [];
  for (const pkg of packages) {
    for (const file of sourceFiles(path.join(root, pkg, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(
        /import\s+(type\s+)?\{([^}]+)\}\s+from\s+'react-router(?:-dom)?'/g,
      )) {
        if (match[1]) continue; // types only: erased at build time
        for (const part of match[2]!.split(',')) {
          const spec = part.trim();
          if (!spec || spec.startsWith('type ')) continue;
          found.push({ file: path.relative(root, file), name: spec.split(/\s+as\s+/)[0]! });
        }
      }
    }
  }
  return found;
}

describe('the shared React Router subset', () => {
  it('exports every name any package imports from react-router or react-router-dom', () => {
    const subset = subsetExports();
    const imports = routerImports();
    expect(imports.length).toBeGreaterThan(0);
    const missing = imports.filter(({ name }) => !subset.has(name));
    expect(missing).toEqual([]);
  });

  it('is not bypassed: nobody imports a namespace or default from the router packages', () => {
    const offenders: string[] = [];
    for (const pkg of packages) {
      for (const file of sourceFiles(path.join(root, pkg, 'src'))) {
        // The shell's server render provides the whole package to the remotes' Node builds;
        // nothing under src/server/ reaches a browser.
        if (file.includes(`${path.sep}src${path.sep}server${path.sep}`)) continue;
        const text = readFileSync(file, 'utf8');
        if (/import\s+(\*\s+as\s+\w+|\w+)\s+from\s+'react-router(?:-dom)?'/.test(text)) {
          offenders.push(path.relative(root, file));
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
