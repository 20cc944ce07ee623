// @ts-check
/**
 * The dependency rules of the workspace, checked by `pnpm lint` (tooling/lint/dependencies.mjs,
 * which adds the two checks dependency-cruiser cannot express: every workspace package a file
 * imports is declared in its package.json, and no cycle between packages).
 *
 * A package is a top-level folder with a package.json; everything else (scripts/, the root
 * configs) belongs to the root package.
 */

/** The workspace packages' folders (pnpm-workspace.yaml). */
const PACKAGES = '(api|deploy|e2e|mf-[^/]+|shared|shell|tooling|server-kit|releases)';
/** Code that runs in production: never imports the build- and test-time tooling. */
const RUNTIME = '^(api/src|shell/src|mf-[^/]+/src|shared/src|server-kit/src|releases/(src|bin))/';
/** Tests and test doubles inside runtime folders are test-time code. */
const TEST_FILES = '(/__tests__/|/__doubles__/|/__fixtures__/|[.](test|spec)[.][cm]?[jt]sx?$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files of one module import each other: move what both need into a third file that ' +
        'imports neither.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'runtime-imports-tooling',
      severity: 'error',
      comment:
        'tooling/ is build- and test-time only: code that runs in production never imports it.',
      from: { path: RUNTIME, pathNot: TEST_FILES },
      to: { path: '^tooling/' },
    },
    {
      name: 'relative-reach-into-package',
      severity: 'error',
      comment:
        "A relative path into another package's folder: import it by its package name and " +
        'exports (and declare it in package.json).',
      from: { path: `^${PACKAGES}/` },
      to: { dependencyTypes: ['local'], pathNot: '^$1/' },
    },
    {
      name: 'root-reach-into-package',
      severity: 'error',
      comment:
        "The root scripts reach into a package's folder by relative path: import it by its " +
        'package name and exports (and declare it in the root package.json).',
      from: { pathNot: `^${PACKAGES}/` },
      to: { dependencyTypes: ['local'], path: `^${PACKAGES}/` },
    },
    {
      name: 'not-declared',
      severity: 'error',
      comment: "An npm package that the importing file's package.json does not declare.",
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-resolvable',
      severity: 'error',
      comment: 'An import that resolves to no file.',
      from: {},
      // The router's ES module build, a webpack alias (tooling/webpack/create-config.cjs).
      to: { couldNotResolve: true, pathNot: '^@koris/react-router-esm$' },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: {
      path: [
        '(^|/)(node_modules|dist|dist-server|coverage|test-results|playwright-report)/',
        '^api/data/',
        // Deliberate violations that the eslint architecture tests lint.
        '^tooling/lint/__fixtures__/',
      ],
    },
    tsPreCompilationDeps: true,
    // Each file is checked against its own package's package.json.
    combinedDependencies: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
