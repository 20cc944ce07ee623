/**
 * Preload hints in the host's index.html for the files its start needs (docs/decisions/014).
 *
 * The shell's entry only holds the federation runtime; its app code sits behind the async
 * boundary (`import('./app/bootstrap')`) and every shared module (React, ReactDOM, the router,
 * zustand, @koris/shared) arrives in a chunk of its own once the share scope is settled. The
 * browser would find all of these only after main.js has downloaded and run. This plugin
 * walks the chunk graph at build time:
 *   - the chunks of the entry modules' async imports (the bootstrap chunk and its CSS);
 *   - for every shared module those chunks consume, the chunks in which this package provides
 *     that module (and, in turn, what those consume);
 * and writes `<link rel="preload">` for their files into the document, so they download in
 * parallel with main.js. Measured (`pnpm bench:lighthouse`, README): at the default (high)
 * priority they cut LCP by ~0.4 s and TBT by more than half; at `fetchpriority="low"` the first
 * paint came ~0.7 s earlier but the start-up work then fell after it and TBT doubled. A hint
 * never changes what runs: if a remote's copy of a shared module were chosen at run time, the
 * shell's preloaded copy would only be an unused download.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupPreloadPlugin';

/** Share key → chunks where this build provides it (ProvideSharedModule's async block). */
function providedIn(compilation) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const chunks = module.blocks.flatMap(
      (block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? [],
    );
    provided.set(module._name, [...(provided.get(module._name) ?? []), ...chunks]);
  }
  return provided;
}

/** The chunks the entry's first async step needs (bootstrap, the shared modules it consumes). */
function startupChunks(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const entryChunks = new Set(entry.chunks);

  const provided = providedIn(compilation);

  const found = new Set();
  const queue = [];
  const add = (chunk) => {
    if (entryChunks.has(chunk) || found.has(chunk)) return;
    found.add(chunk);
    queue.push(chunk);
  };
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
      for (const block of module.blocks) {
        for (const c of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) add(c);
      }
    }
  }
  while (queue.length) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      for (const c of provided.get(module.options.shareKey) ?? []) add(c);
    }
  }
  return [...found];
}

/** The files (js, css) of those chunks, in a stable order. */
function startupFiles(compilation, entryName) {
  return startupChunks(compilation, entryName)
    .flatMap((chunk) => [...chunk.files])
    .filter((f) => /\.(js|css)$/.test(f));
}

/**
 * Merges the host's start-up chunks into one (docs/decisions/004). Each shared module is provided from
 * an async chunk of its own, so the shell's start fetched thirteen small files, one after the
 * other as each step of the share negotiation asked for the next: thirteen requests (each a
 * round trip on a phone) and thirteen script insertions in the start-up tasks. They are all
 * needed by every page, so one file serves them. What a remote asks the shell for (React
 * from the share scope) comes from the same file, already loaded.
 */
class StartupChunkPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.optimizeChunks.tap({ name: NAME, stage: 20 }, () => {
        const { chunkGraph } = compilation;
        const chunks = startupChunks(compilation, this.entry);
        const providers = providedIn(compilation);
        // A chunk is loaded only once the shared modules it consumes are: a chunk that
        // consumed a module provided by itself would wait for itself. So chunks merge by
        // level: level 0 consumes nothing, level n what levels below n provide.
        const level = new Map();
        const levelOf = (chunk, seen = new Set()) => {
          if (level.has(chunk)) return level.get(chunk);
          if (seen.has(chunk)) return Infinity;
          seen.add(chunk);
          let value = 0;
          for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
            if (module.type !== 'consume-shared-module') continue;
            for (const provider of providers.get(module.options.shareKey) ?? []) {
              if (provider !== chunk && chunks.includes(provider)) {
                value = Math.max(value, levelOf(provider, seen) + 1);
              }
            }
          }
          level.set(chunk, value);
          return value;
        };
        const byLevel = new Map();
        for (const chunk of chunks) {
          const n = levelOf(chunk);
          if (!Number.isFinite(n)) continue;
          byLevel.set(n, [...(byLevel.get(n) ?? []), chunk]);
        }
        for (const [n, [first, ...rest]] of byLevel) {
          for (const chunk of rest) {
            if (!chunkGraph.canChunksBeIntegrated(first, chunk)) continue;
            chunkGraph.integrateChunks(first, chunk);
            compilation.chunks.delete(chunk);
          }
          if (rest.length) first.name = `startup-${n}`;
        }
      });
    });
  }
}

class StartupPreloadPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/';
        const files = startupFiles(compilation, this.entry);
        // Styles first: they block the first paint, scripts only the app's start.
        files.sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')));
        data.headTags.push(
          ...files.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              href: `${base}${file}`,
              // Scripts are loaded by plain <script> tags (no crossorigin): preloads must match.
              as: file.endsWith('.css') ? 'style' : 'script',
            }),
          ),
        );
        return data;
      });
    });
  }
}

/** V8's compile hint for a script whose functions all run during the page's start. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the host's start-up scripts (the entry, bootstrap and the shared modules it provides)
 * with V8's explicit compile hint (docs/decisions/005). V8 otherwise compiles a function lazily, on the
 * main thread, the first time it is called: React DOM's hydration calls hundreds of them for
 * the first time after the first paint, where each pause counts as blocking time. With the
 * hint Chromium compiles the whole file eagerly while it streams in, off the main thread.
 * Written after minification (which drops comments) and before compression and hashing; the
 * measured effect is in docs/decisions/005.
 */
class CompileHintsPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const entry = compilation.entrypoints.get(this.entry);
          const chunks = [...(entry?.chunks ?? []), ...startupChunks(compilation, this.entry)];
          for (const file of new Set(chunks.flatMap((chunk) => [...chunk.files]))) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, StartupChunkPlugin, StartupPreloadPlugin, startupFiles };
