/// <reference types="node" />
/**
 * The areas of @koris/shared load in one direction only. Federation loads shared modules
 * asynchronously; a cycle between two areas (ui → api → ui) makes each wait for the other
 * and the page stays blank with no error. So this reads the source, not the bundle.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');

/** Lowest first: an area may import only areas before it (and the leaves `styles`, `router`). */
const ORDER = ['config', 'types', 'auth', 'api', 'ui', 'dev'] as const;
type Area = (typeof ORDER)[number] | 'styles' | 'router';
const LEAVES: Area[] = ['styles', 'router'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [full] : [];
  });
}

function areaOfFile(file: string): Area {
  return path.relative(SRC, file).split(path.sep)[0] as Area;
}

function specifiers(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
    /@import\s+(?:url\()?['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) found.push(match[1]!);
  }
  return found;
}

interface Edge {
  file: string;
  spec: string;
  from: Area;
  to: Area;
  relative: boolean;
}

function edges(): Edge[] {
  return sourceFiles(SRC).flatMap((file) => {
    const from = areaOfFile(file);
    return specifiers(fs.readFileSync(file, 'utf8')).flatMap((spec): Edge[] => {
      const rel = path.relative(SRC, file);
      if (spec.startsWith('@koris/shared/')) {
        const to = spec.slice('@koris/shared/'.length).split('/')[0] as Area;
        return [{ file: rel, spec, from, to, relative: false }];
      }
      if (spec.startsWith('.')) {
        const to = areaOfFile(path.resolve(path.dirname(file), spec));
        return [{ file: rel, spec, from, to, relative: true }];
      }
      return [];
    });
  });
}

const rank = (area: Area) => ORDER.indexOf(area as (typeof ORDER)[number]);

describe('area dependency direction', () => {
  const all = edges();

  it('finds the imports it checks', () => {
    expect(all.some((e) => e.from === 'ui' && e.to === 'api')).toBe(true);
    expect(all.some((e) => e.from === 'api' && e.to === 'auth')).toBe(true);
    const areas = new Set(sourceFiles(SRC).map(areaOfFile));
    for (const area of ORDER) expect(areas).toContain(area);
  });

  it('has no area outside the known order', () => {
    const unknown = all.filter(
      (e) =>
        (rank(e.from) < 0 && !LEAVES.includes(e.from)) ||
        (rank(e.to) < 0 && !LEAVES.includes(e.to)),
    );
    expect(unknown).toEqual([]);
  });

  it('imports only lower areas: config ← types ← auth ← api ← ui ← dev', () => {
    const wrong = all
      .filter((e) => e.from !== e.to && !LEAVES.includes(e.to) && rank(e.to) >= rank(e.from))
      .map((e) => `${e.file}: ${e.from} must not import ${e.to} (${e.spec})`);
    expect(wrong).toEqual([]);
  });

  it('crosses areas only through the package name, never a relative path', () => {
    const wrong = all
      .filter((e) => e.relative && e.from !== e.to)
      .map((e) => `${e.file}: use @koris/shared/${e.to} instead of ${e.spec}`);
    expect(wrong).toEqual([]);
  });

  it('does not import its own area through the package name', () => {
    const wrong = all
      .filter((e) => !e.relative && e.from === e.to)
      .map((e) => `${e.file}: use a relative path for ${e.spec}`);
    expect(wrong).toEqual([]);
  });

  it('every subpath export points at its area', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(SRC, '..', 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    for (const area of ORDER) {
      expect(pkg.exports[`./${area}`]).toMatch(new RegExp(`^\\./src/${area}/`));
    }
  });
});
