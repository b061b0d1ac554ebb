// The one webpack config factory for the shell (host) and the four remotes.
//
// One place decides: TS/TSX through ts-loader (transpileOnly: tsc type-checks separately, in
// `npm run typecheck`), CSS Modules (`*.module.css`, scoped) + plain CSS (global, shell only)
// extracted to hashed files, hashed chunk names, the Module Federation plugin with the shared
// singletons, and a dev server per package on its real port.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import compilerWebpack from 'webpack';
import { ManifestPublicPathPlugin } from './plugins/manifest-public-path-plugin.mjs';
import { exposesOf, manifestWithPageTable } from './page-table.mjs';
import { ROOT } from './paths.mjs';
import { checkRouterImports } from './router-facade-check.mjs';
import { LanguageCopiesPlugin } from './plugins/language-copies-plugin.mjs';
import { catalogLanguages, languageFile } from './messages.mjs';
import { INJECT_RUNTIME_CORE_ESM, RuntimeCoreProviderPlugin } from './plugins/runtime-core-provider-plugin.mjs';
import { sharedSingletons } from './shared-singletons.mjs';
import { StartupPreloadPlugin } from './plugins/startup-preload-plugin.mjs';

const require = createRequire(import.meta.url);
const { SOURCE_LOCALE } = require('./message-ids.cjs');

// The SDK's index imports its Node script loader unconditionally; the browser builds get a stub.
const MF_SDK_NODE_STUB = path.join(ROOT, 'tools/webpack/facades/mf-sdk-node-stub.mjs');

/**
 * axios's browser build (its `browser` field) already leaves out the Node http adapter; the client
 * in @hotel/shared uses only the fetch adapter, so the XMLHttpRequest one is replaced by axios's own
 * empty module too (axios then simply does not offer 'xhr').
 */
const AXIOS_XHR_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]xhr\.js$/;
const AXIOS_NULL_MODULE = require.resolve('axios/unsafe/helpers/null.js', { paths: [ROOT] });

/** An exposed module's file → its page title's message id (`catalog.title.RoomsPage`: pageTitleId of @hotel/shared/pages), which the shell shows. */
function pageTitles(dir, remote, exposes) {
  return Object.fromEntries(
    Object.entries(exposes).map(([name, spec]) => [path.resolve(dir, typeof spec === 'string' ? spec : spec.import), `${remote}.title.${name.slice(2)}`]),
  );
}

/**
 * @param {object} o
 * @param {string} o.dir          absolute package directory
 * @param {string} o.name         federation name (shell | catalog | booking | account | marketing)
 * @param {number} o.port         dev-server port
 * @param {Record<string,string>} [o.exposes]  remotes only: the modules that are not pages (each page of
 *                                   src/pages.ts is exposed from its feature folder, page-table.mjs)
 * @param {boolean} [o.host]      the shell
 * @param {(cfg: object, env: {production: boolean}) => object} [o.extend]
 */
export function createConfig(o) {
  return (_env, argv = {}) => {
    checkRouterImports(path.join(o.dir, 'src'));
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const isHost = Boolean(o.host);
    const hash = production ? '.[contenthash:8]' : '';
    // A remote exposes its pages from its page table and the rest as written (docs/architecture.md §3).
    const modules = isHost ? null : exposesOf(o.dir, o.name, o.exposes);
    // The package's English, compiled into each of its source files (docs/architecture.md §15).
    const english = path.join(o.dir, 'src', 'messages', `${SOURCE_LOCALE}.json`);
    // An exposed page's title is its module's words in another language (the shell's table has the English).
    const titles = isHost ? {} : pageTitles(o.dir, o.name, modules.exposes);

    const cssLoaders = (modules) => [
      MiniCssExtractPlugin.loader,
      {
        loader: 'css-loader',
        options: {
          importLoaders: 0,
          modules: modules
            ? {
                // Scoped per remote: the federation name prefixes every class (no leaks either way).
                localIdentName: production ? `${o.name}_[hash:base64:6]` : `${o.name}__[name]__[local]`,
                namedExport: false,
                exportLocalsConvention: 'as-is',
              }
            : false,
        },
      },
    ];

    const config = {
      name: o.name,
      mode: production ? 'production' : 'development',
      context: o.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        // The shell serves deep links (/room-details/x), so its assets are absolute; remotes load
        // their chunks from wherever their remoteEntry.js came from (see ManifestPublicPathPlugin).
        publicPath: isHost ? '/' : 'auto',
        filename: `[name]${hash}.js`,
        // Hashed in development too: the shared react-router-dom facade is emitted as two chunk
        // files under one name (its fallback and its provider), which only differ in content.
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: `assets/[name]${production ? '.[contenthash:8]' : ''}[ext]`,
        uniqueName: `hv_${o.name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: [
              {
                loader: 'ts-loader',
                options: {
                  configFile: path.join(o.dir, 'tsconfig.json'),
                  // Each file on its own (isolatedModules): no type information, so no program to build.
                  transpileOnly: true,
                  compilerOptions: { noEmit: false, target: 'es2020', sourceMap: true },
                },
              },
              // First (loaders run last to first): the package's own files carry their English (§15).
              ...(existsSync(english)
                ? [{ loader: path.join(ROOT, 'tools/webpack/loaders/source-messages-loader.cjs'), options: { catalog: english, titles } }]
                : []),
            ],
          },
          // A catalog is compiled at build time (docs/architecture.md §15).
          { test: /[\\/]src[\\/]messages[\\/][a-z]{2}\.json$/, type: 'json', loader: path.join(ROOT, 'tools/webpack/loaders/messages-loader.cjs') },
          { test: /\.module\.css$/, use: cssLoaders(true) },
          { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoaders(false) },
          { test: /\.(png|jpe?g|webp|avif|svg|gif|woff2?)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({ filename: `[name]${hash}.css`, chunkFilename: `[name]${hash}.css` }),
        // One page for all five: the site's own (the shell) or a remote's standalone harness, served from
        // the package's root (deep links like /room-details/x included). The site's page again as the
        // partner frame's (tools/stack/security-headers.mjs, PARTNER_FRAME_FILE): the same document,
        // served with the headers that let a partner's page frame it.
        // The site's pages in each other language too (`es/index.html` for `/es/…`, and its partner
        // frame's): their startup preloads are that language's copy of the code (plugins/language-copies-plugin.mjs).
        ...(isHost ? [SOURCE_LOCALE, ...catalogLanguages(o.dir)] : [SOURCE_LOCALE]).flatMap((lang) =>
          (isHost ? ['index.html', 'partner-frame.html'] : ['index.html']).map(
            (file) =>
              new HtmlWebpackPlugin({
                template: path.join(ROOT, 'tools/webpack/page.html'),
                filename: languageFile(file, lang),
                lang,
                publicPath: `/${languageFile('', lang)}`,
                host: isHost,
                remote: o.name,
                chunks: ['main'],
                scriptLoading: 'defer',
                minify: production,
              }),
          ),
        ),
        new CopyWebpackPlugin({
          patterns: [{ from: 'public', noErrorOnMissing: true }],
        }),
        // The code again in each other language, `<lang>/`, its words written in (docs/architecture.md §15).
        new LanguageCopiesPlugin({ dir: o.dir }),
        ...(isHost ? [new StartupPreloadPlugin({ bootstrapChunk: 'bootstrap' })] : [new RuntimeCoreProviderPlugin(), new ManifestPublicPathPlugin()]),
        new compilerWebpack.NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]node\.js$/, MF_SDK_NODE_STUB),
        new compilerWebpack.NormalModuleReplacementPlugin(AXIOS_XHR_ADAPTER, AXIOS_NULL_MODULE),
        new ModuleFederationPlugin({
          name: o.name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: modules.exposes }),
          // No remotes at build time: the shell registers them from /config.json at runtime.
          remotes: {},
          shared: sharedSingletons(o.dir),
          shareStrategy: 'loaded-first',
          ...(isHost ? { runtimePlugins: [INJECT_RUNTIME_CORE_ESM] } : {}),
          // A remote's manifest carries its page table (docs/architecture.md §3, "Pages").
          manifest: isHost ? true : manifestWithPageTable(o.dir, o.name, modules.problems),
          dts: false,
          experiments: {
            optimization: { target: 'web' },
            // Remotes use the runtime core the host provides (see INJECT_RUNTIME_CORE_ESM).
            ...(isHost ? {} : { externalRuntime: true }),
          },
        }),
      ],
      optimization: {
        // Chunk ids stable across builds (content hashes change only with content).
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // '...' keeps webpack's own JavaScript minifier; the CSS files (and so the first view's
        // inline styles, which are read from them) are minified too.
        minimizer: ['...', new CssMinimizerPlugin()],
      },
      performance: { hints: false },
      stats: process.env.WEBPACK_STATS ?? (production ? 'errors-warnings' : 'minimal'),
      devServer: {
        port: o.port,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(o.dir, 'public'), watch: false },
        client: { overlay: { warnings: false, errors: true } },
      },
    };
    return o.extend ? o.extend(config, { production }) : config;
  };
}
