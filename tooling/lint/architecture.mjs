/**
 * The package boundaries of docs/architecture.md#packages, #federation and the file-name rule of docs/contributing.md#conventions, as ESLint rules
 * (eslint-plugin-boundaries, eslint-plugin-check-file). The root eslint.config.mjs spreads
 * `architecture(root)` into its config; tooling/lint/__tests__ lints deliberate violations.
 *
 * Imports are resolved the way TypeScript and webpack resolve them (package exports, relative
 * paths, symlinked workspace packages), so a rule sees where an import really lands whatever
 * its spelling: `../../../mf-media/src/x` and `@koris/mf-media` are the same crossing.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';

/**
 * Remote folders (`mf-content` …) from the one remote list, as the workspace root's
 * package.json declares @koris/shared (tooling does not depend on it).
 */
export function remoteFolders(rootPath) {
  const remotes = createRequire(path.join(rootPath, 'package.json'))(
    '@koris/shared/federation/remotes.json',
  );
  return Object.values(remotes).map((r) => r.folder);
}

/**
 * Areas of @koris/shared, lowest first: an area may import only areas before it (and the leaves).
 * A cycle between areas (ui → api → ui) leaves a federated page blank with no error, because
 * federation loads shared modules asynchronously and each would wait for the other.
 */
export const SHARED_AREA_ORDER = [
  'federation',
  'config',
  'types',
  'auth',
  'api',
  'ui',
  'widgets',
  'dev',
];
const SHARED_LEAVES = ['styles', 'router'];

const RUNTIME = ['shell', 'remote', 'shared', 'api-src', 'releases-src'];
const BROWSER = ['shell', 'remote', 'shared'];

/** The element of one remote (its pattern captures the folder name after `mf-`). */
const remote = (folder) => ({ type: 'remote', captured: { name: folder.replace(/^mf-/, '') } });

function policies(remotes, forTests) {
  const list = [];
  // No remote imports another remote or the shell.
  for (const folder of remotes) {
    const others = remotes.filter((f) => f !== folder);
    list.push({
      from: { element: remote(folder) },
      disallow: {
        to: [
          ...others.map((other) => ({ element: remote(other) })),
          { element: { type: 'shell' } },
          { module: { source: ['@koris/shell', '@koris/shell/**', 'mf_*', 'mf_*/**'] } },
          ...others.map((other) => ({
            module: { source: [`@koris/${other}`, `@koris/${other}/**`] },
          })),
        ],
      },
      message: `A remote never imports another remote or the shell: ${folder} talks to them only through @koris/shared (docs/architecture.md#federation).`,
    });
  }
  // @koris/shared imports no remote and not the shell.
  list.push({
    from: { element: { type: 'shared' } },
    disallow: {
      to: [
        { element: { types: ['remote', 'shell'] } },
        {
          module: { source: ['@koris/mf-*', '@koris/mf-*/**', '@koris/shell', '@koris/shell/**'] },
        },
      ],
    },
    message:
      '@koris/shared is below every browser package: it imports no remote and not the shell.',
  });
  // No browser package imports the API's code.
  list.push({
    from: { element: { types: BROWSER } },
    disallow: {
      to: [
        { element: { types: ['api-src', 'api'] } },
        { module: { source: ['@koris/api', '@koris/api/**'] } },
      ],
    },
    message:
      'Browser code talks to the API over HTTP (@koris/shared/api), never by importing api/.',
  });
  // No runtime code imports the build-time tooling (its tests may: they run at test time).
  if (!forTests)
    list.push({
      from: { element: { types: RUNTIME } },
      disallow: {
        to: [
          { element: { type: 'tooling' } },
          { module: { source: ['@koris/tooling', '@koris/tooling/**'] } },
        ],
      },
      message:
        'tooling/ is build-time only (webpack, jest, servers): runtime code never imports it.',
    });
  // Inside @koris/shared: one direction between areas, the package name across areas,
  // relative paths inside one. Tests are free: they import what they test, as its users do.
  for (const area of forTests ? [] : SHARED_AREA_ORDER) {
    const rank = SHARED_AREA_ORDER.indexOf(area);
    const higher = SHARED_AREA_ORDER.slice(rank + 1);
    const lower = [...SHARED_AREA_ORDER.slice(0, rank), ...SHARED_LEAVES];
    const from = { element: { type: 'shared', captured: { area } } };
    if (higher.length) {
      list.push({
        from,
        disallow: { to: { element: { type: 'shared', captured: { area: higher } } } },
        message: `@koris/shared/${area} must not import ${higher.join(', ')}: areas load in one direction, ${SHARED_AREA_ORDER.join(' ← ')}.`,
      });
    }
    list.push({
      from,
      // Relative: anything not spelled through a package name.
      dependency: { source: '!@koris/**' },
      disallow: { to: { element: { type: 'shared', captured: { area: lower } } } },
      message: `Cross areas through the package name (@koris/shared/<area>), never a relative path.`,
    });
    list.push({
      from,
      dependency: { source: [`@koris/shared/${area}`, `@koris/shared/${area}/**`] },
      disallow: { to: { element: { type: 'shared', captured: { area } } } },
      message: `Inside @koris/shared/${area}, import with a relative path, not through the package name.`,
    });
  }
  return list;
}

const dependenciesRule = (remotes, forTests) => [
  'error',
  {
    default: 'allow',
    checkAllOrigins: true,
    checkInternals: true,
    policies: policies(remotes, forTests),
  },
];

/** docs/contributing.md#conventions: files and folders kebab-case; component files PascalCase `.tsx`. */
const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';
const PASCAL = '[A-Z]*([a-zA-Z0-9])';

export function architecture(rootPath) {
  const remotes = remoteFolders(rootPath);
  return [
    {
      files: ['**/*.{ts,tsx,js,mjs,cjs}'],
      plugins: { boundaries },
      settings: {
        'boundaries/root-path': rootPath,
        'boundaries/elements': [
          { type: 'shell', pattern: 'shell/src', partialMatch: false },
          { type: 'remote', pattern: 'mf-*/src', capture: ['name'], partialMatch: false },
          { type: 'shared', pattern: 'shared/src/*', capture: ['area'], partialMatch: false },
          { type: 'api-src', pattern: 'api/src', partialMatch: false },
          { type: 'api', pattern: 'api', partialMatch: false },
          { type: 'releases-src', pattern: 'releases/src', partialMatch: false },
          { type: 'tooling', pattern: 'tooling', partialMatch: false },
        ],
        'boundaries/legacy-warnings': false,
        'import/resolver': {
          typescript: {
            alwaysTryTypes: true,
            project: ['*/tsconfig.json'],
            noWarnOnMultipleProjects: true,
          },
          node: true,
        },
      },
      rules: { 'boundaries/dependencies': dependenciesRule(remotes, false) },
    },
    {
      files: ['**/__tests__/**'],
      rules: { 'boundaries/dependencies': dependenciesRule(remotes, true) },
    },
    {
      files: ['**/*.{ts,tsx,js,mjs,cjs}'],
      plugins: { 'check-file': checkFile },
      rules: {
        'check-file/filename-naming-convention': [
          'error',
          {
            '**/*.{ts,js,mjs,cjs}': KEBAB,
            // Components are PascalCase; other .tsx files (bootstrap, router, tests) kebab-case.
            '**/*.tsx': `@(${KEBAB}|${PASCAL})`,
          },
          // `events.test.ts`, `layout.module.css`, `webpack.config.cjs`, `assets.d.ts`.
          { ignoreMiddleExtensions: true },
        ],
        'check-file/folder-naming-convention': [
          'error',
          // `__tests__`, `__doubles__`, `__fixtures__` are jest's and ours; the rest kebab-case.
          { '**/': `@(${KEBAB}|__+([a-z])__)` },
        ],
      },
    },
  ];
}
