/**
 * Preload hints in the host's index.html for the files its start needs (issue 13).
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

/** The files (js, css) the entry's first async step needs, in a stable order. */
function startupFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const entryChunks = new Set(entry.chunks);

  /** Share key → chunks where this build provides it (ProvideSharedModule's async block). */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const chunks = module.blocks.flatMap(
      (block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? [],
    );
    provided.set(module._name, [...(provided.get(module._name) ?? []), ...chunks]);
  }

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
  return [...found].flatMap((chunk) => [...chunk.files]).filter((f) => /\.(js|css)$/.test(f));
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

module.exports = { StartupPreloadPlugin, startupFiles };
