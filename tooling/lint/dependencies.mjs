#!/usr/bin/env node
/**
 * The dependency check of `pnpm lint`: dependency-cruiser with the root .dependency-cruiser.cjs
 * (cycles between the files of a module, runtime code importing tooling/, relative paths into
 * another package, undeclared npm packages), then two workspace rules it cannot express:
 *
 * - every workspace package a file imports (`@koris/…`) is declared in the package.json of the
 *   file's own package;
 * - no cycle between packages, counting both what package.json files declare and what files
 *   really import (a relative reach into another folder is an import of that package too).
 *
 * A package is a top-level folder with a package.json; other files (scripts/, root configs)
 * belong to the root package. `checkWorkspace` is exported for the tests.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const ROOT_PACKAGE = '.';
const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
];

/** The workspace's packages: folder → { name, declared names }. */
export function readWorkspace(root) {
  const packages = new Map();
  const read = (folder) => {
    const file = path.join(root, folder, 'package.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    const declared = new Set(DEPENDENCY_FIELDS.flatMap((f) => Object.keys(json[f] ?? {})));
    packages.set(folder, { name: json.name, declared });
  };
  read(ROOT_PACKAGE);
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isDirectory() && existsSync(path.join(root, entry.name, 'package.json'))) {
      read(entry.name);
    }
  }
  return packages;
}

/** The package folder a repository-relative path belongs to. */
function folderOf(packages, file) {
  const top = file.split('/')[0];
  return file.includes('/') && packages.has(top) ? top : ROOT_PACKAGE;
}

/** `@scope/name` or `name` of a bare module specifier. */
const packageNameOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Each cycle of `graph` (folder → Set of folders) once, as a list of folders. */
function cyclesOf(graph) {
  const cycles = [];
  const seen = new Set();
  const visit = (node, trail) => {
    for (const next of graph.get(node) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        const cycle = trail.slice(at);
        // One rotation per cycle: the one that starts with its smallest folder.
        const start = cycle.indexOf([...cycle].sort()[0]);
        const key = [...cycle.slice(start), ...cycle.slice(0, start)].join(' → ');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push(key);
        }
      } else if (trail.length < graph.size) {
        visit(next, [...trail, next]);
      }
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return cycles;
}

/**
 * The workspace rules over dependency-cruiser's modules (`source`; `dependencies[]` with
 * `module`, `resolved` repository-relative, `coreModule`, `couldNotResolve`): a list of
 * messages, empty when both hold.
 */
export function checkWorkspace(packages, modules) {
  const names = new Map([...packages].map(([folder, p]) => [p.name, folder]));
  const graph = new Map([...packages.keys()].map((folder) => [folder, new Set()]));
  const problems = [];
  for (const [folder, { declared }] of packages) {
    for (const name of declared) if (names.has(name)) graph.get(folder).add(names.get(name));
  }
  for (const { source, dependencies } of modules) {
    const from = folderOf(packages, source);
    for (const { module, resolved, coreModule, couldNotResolve } of dependencies) {
      if (coreModule || couldNotResolve || resolved.includes('node_modules/')) continue;
      const to = folderOf(packages, resolved);
      if (to === from) continue;
      graph.get(from).add(to);
      const name = packageNameOf(module);
      if (names.has(name) && !packages.get(from).declared.has(name)) {
        const owner = from === ROOT_PACKAGE ? 'package.json' : `${from}/package.json`;
        problems.push(`not-declared: ${source} imports ${name}, which ${owner} does not declare`);
      }
    }
  }
  for (const cycle of cyclesOf(graph)) {
    const named = cycle.split(' → ').map((folder) => packages.get(folder).name);
    problems.push(`package-cycle: ${[...named, named[0]].join(' → ')}`);
  }
  return problems;
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  process.chdir(root);
  const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
  const tsConfig = extractTSConfig(path.join(root, options.tsConfig.fileName));
  const { output } = await cruise(['.'], { ...options, outputType: 'json' }, {}, { tsConfig });
  const { modules, summary } = JSON.parse(output);
  const problems = summary.violations.map((v) => {
    const via = v.cycle ? v.cycle.map((c) => c.name ?? c).join(' → ') : v.to;
    return `${v.rule.name}: ${v.from} → ${via}`;
  });
  problems.push(...checkWorkspace(readWorkspace(root), modules));
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.log(
    problems.length
      ? `${problems.length} dependency problems in ${modules.length} files`
      : `✓ dependencies: ${modules.length} files, no cycle, every import declared`,
  );
  process.exitCode = problems.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
