'use strict';
/**
 * Builds the webpack config of every browser package (the shell and the four remotes).
 * A package's webpack.config.cjs only names itself, its port and what it exposes.
 */
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const {
  CompileHintsPlugin,
  StartupChunkPlugin,
  StartupPreloadPlugin,
} = require('./startup-preload.cjs');
const { unusedReactPartsRule } = require('./unused-react-parts.cjs');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { contractOf, sharedConfig, reactRouterEsm } = require('./federation.cjs');

const API_TARGET = `http://127.0.0.1:${process.env.API_PORT || 8090}`;

/**
 * TypeScript and JSX through swc, for the browser and the Node builds alike (the workspace's
 * own packages included); `react` is swc's JSX transform.
 */
function typescriptRule(react) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules[\\/](?!@koris)/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * @param {object} opts
 * @param {string} opts.dir            package directory (__dirname of the caller)
 * @param {string} opts.name           federation name: 'shell' or 'mf_content' …
 * @param {number} opts.port           dev-server port (docs/architecture.md#run-time)
 * @param {Record<string,string>} [opts.exposes]  remotes only
 * @param {string} [opts.title]        html title of the dev host
 */
function createConfig({ dir, name, port, exposes, title = 'Koris' }) {
  const isHost = !exposes;
  const classPrefix = name.replace(/^mf_/, '');
  const browser = (argv) => {
    const production = argv.mode === 'production';
    // Production CSS ships as minified files, loaded beside the chunk that needs them: it costs
    // no JavaScript bytes or parse time, and no inline <style> needs a CSP exception.
    const styleLoader = production ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes load their chunks from wherever their manifest was found; the shell from '/'.
        publicPath: isHost ? '/' : 'auto',
        // A function because the federation runtime asks for the entry's path before its
        // content hash exists (it only needs the folder depth): answer without the hash then.
        filename: production
          ? (pathData) =>
              pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js'
          : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: { '@koris/react-router-esm$': reactRouterEsm(dir) },
      },
      module: {
        rules: [
          typescriptRule({ runtime: 'automatic', development: !production }),
          ...(production ? [unusedReactPartsRule()] : []),
          {
            test: /\.module\.css$/,
            use: [
              styleLoader,
              {
                loader: require.resolve('css-loader'),
                options: {
                  // Class names carry the package prefix: no remote can restyle another.
                  modules: {
                    localIdentName: production
                      ? `${classPrefix}-[hash:base64:6]`
                      : `${classPrefix}-[name]__[local]`,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [styleLoader, require.resolve('css-loader')],
          },
          { test: /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: sharedConfig(dir),
          // Within a major, every remote uses the copy the page already runs (no second React).
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: {
            // Leave out of the federation runtime what a package never does: node loading
            // everywhere; in a remote, loading other remotes and processing their manifests
            // (remotes only provide and consume shared modules; docs/decisions/013).
            optimization: isHost
              ? { target: 'web' }
              : { target: 'web', disableSnapshot: true, disableRemote: true },
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          publicPath: '/',
          // The remotes' index.html is their standalone dev host only.
          chunks: ['main'],
        }),
        // The host's document names the files its start needs (bootstrap, shared modules).
        ...(production && isHost
          ? [new StartupChunkPlugin(), new StartupPreloadPlugin(), new CompileHintsPlugin()]
          : []),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:10].css',
                chunkFilename: '[name].[contenthash:10].css',
              }),
              new CompressionPlugin({
                filename: '[path][base].gz',
                algorithm: 'gzip',
                test: /\.(js|css|html|json|svg)$/,
                threshold: 0,
                minRatio: 0.9,
              }),
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|html|json|svg)$/,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 0,
                minRatio: 0.9,
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      optimization: production
        ? {
            moduleIds: 'deterministic',
            chunkIds: 'deterministic',
            minimizer: ['...', new CssMinimizerPlugin()],
          }
        : {},
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/uploads'], target: API_TARGET }],
        client: { overlay: { warnings: false, errors: true } },
        setupMiddlewares: (middlewares, server) => {
          // The host reads its remotes at run time, in dev as in production.
          if (isHost) {
            server.app.get('/remotes.json', (_req, res) =>
              res.json(contractOf(dir).remotesJson(process.env)),
            );
          }
          return middlewares;
        },
      },
    };
  };
  // A remote's production build also writes its server build (the shell's server render).
  // It runs after the browser build, whose clean empties dist/ first.
  return (_env, argv) =>
    argv.mode === 'production' && !isHost
      ? [
          { ...browser(argv), name: 'browser' },
          { ...createRemoteServerConfig({ dir, name, exposes }), dependencies: ['browser'] },
        ]
      : browser(argv);
}

/**
 * Module rules of the Node builds (the shell's server modules, the remotes' server builds): the
 * same TypeScript and JSX as the browser's, CSS modules giving only their class names (the
 * browser build's names: same prefix, same hash), plain CSS and assets ignored.
 */
function serverRules(classPrefix) {
  return [
    typescriptRule({ runtime: 'automatic' }),
    {
      test: /\.module\.css$/,
      use: {
        loader: require.resolve('css-loader'),
        options: {
          modules: {
            localIdentName: `${classPrefix}-[hash:base64:6]`,
            namedExport: false,
            exportLocalsConvention: 'as-is',
            exportOnlyLocals: true,
          },
        },
      },
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: require.resolve('null-loader') },
    {
      test: /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/i,
      type: 'asset/resource',
      generator: { emit: false },
    },
  ];
}

/**
 * A package's own production server built from its TypeScript (CommonJS in `dist-server/`,
 * never served to browsers): the shell's server, with its document writer and its server
 * render, so the served document and the app share one route table and one build.
 * @param {object} opts
 * @param {string} opts.dir    package directory
 * @param {Record<string,string>} opts.entry  output name → source, e.g. { server: './src/server/main.ts' }
 * @param {string} [opts.classPrefix]  the package's CSS class prefix
 * @param {RegExp[]} [opts.externals]  requests left to Node's require at run time
 */
function createServerModuleConfig({ dir, entry, classPrefix = 'shell', externals = [] }) {
  return {
    mode: 'production',
    context: dir,
    target: 'node20',
    entry,
    externals: externals.map(
      (pattern) =>
        ({ request }, callback) =>
          pattern.test(request) ? callback(null, `commonjs ${request}`) : callback(),
    ),
    devtool: false,
    output: {
      path: path.join(dir, 'dist-server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      conditionNames: ['node', 'import', 'require', 'default'],
      // React Router's production build (its exports map gives Node the development one).
      alias: {
        '@koris/react-router-esm$': reactRouterEsm(dir),
        'react-router$': reactRouterEsm(dir),
        'react-router/dom$': path.join(path.dirname(reactRouterEsm(dir)), 'dom-export.mjs'),
      },
    },
    module: { rules: serverRules(classPrefix) },
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * A remote's server build (`dist/server/`): the same exposed modules compiled for Node, loaded
 * over HTTP by the shell's server to render a page into the document before any script runs.
 * Published beside the browser build, so a remote's deploy changes both at once. CSS modules
 * export only their class names (the same names as the browser build: same prefix, same hash).
 * @param {object} opts
 * @param {string} opts.dir
 * @param {string} opts.name
 * @param {Record<string,string>} opts.exposes
 */
function createRemoteServerConfig({ dir, name, exposes }) {
  const classPrefix = name.replace(/^mf_/, '');
  return {
    mode: 'production',
    context: dir,
    target: 'async-node',
    entry: {},
    devtool: false,
    output: {
      // Beside the browser build, under server/ (which that build's clean keeps). The public
      // path is the remote's own address, set at run time (server-public-path.cjs).
      path: path.join(dir, 'dist'),
      publicPath: '',
      filename: 'server/[name].js',
      chunkFilename: 'server/[name].[contenthash:10].js',
      // Named as the browser build names them: the server's HTML points at the browser's files.
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: `${name}_server`,
      library: { type: 'commonjs-module' },
      clean: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: { '@koris/react-router-esm$': reactRouterEsm(dir) },
    },
    module: { rules: serverRules(classPrefix) },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'server/remoteEntry.js',
        exposes,
        shared: sharedConfig(dir),
        shareStrategy: 'loaded-first',
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          require.resolve('./server-public-path.cjs'),
        ],
        manifest: { filePath: 'server' },
        dts: false,
      }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
  };
}

module.exports = { createConfig, createServerModuleConfig, createRemoteServerConfig };
