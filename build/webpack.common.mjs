// Shared webpack factory for the shell (host) and the four remotes.
//
// One place decides: TS/TSX through esbuild-loader (tsc type-checks separately), CSS Modules
// (`*.module.css`, scoped) + plain CSS (global, shell only) extracted to hashed files, hashed chunk
// names, the Module Federation plugin with the singletons of ARCHITECTURE §3, and a dev server per
// package on its real port.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const require = createRequire(import.meta.url);
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const readJson = (file) => require(file);

/**
 * The singletons (ARCHITECTURE §3). requiredVersion comes from package.json: the package's own
 * dependencies first, then @hotel/shared's (firebase, which only @hotel/shared depends on).
 * `react-dom/client` and `react/jsx-runtime` are shared too: they are separate modules, and an
 * unshared `react-dom/client` would put a second reconciler into every bundle.
 */
export function sharedSingletons(pkgDir) {
  const own = readJson(path.join(pkgDir, 'package.json')).dependencies ?? {};
  const sharedPkg = readJson(path.join(ROOT, 'shared/package.json'));
  const version = (name) => own[name] ?? sharedPkg.dependencies?.[name] ?? sharedPkg.peerDependencies?.[name];
  const firebaseVersion = readJson(require.resolve('firebase/package.json', { paths: [pkgDir, ROOT] })).version;
  const single = (pkg, extra = {}) => ({ singleton: true, requiredVersion: version(pkg), ...extra });
  return {
    react: single('react'),
    'react/jsx-runtime': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom'),
    'react-router-dom': single('react-router-dom'),
    zustand: single('zustand'),
    'react-toastify': single('react-toastify'),
    // firebase/app and firebase/auth have no package.json of their own: give the version.
    'firebase/app': single('firebase', { eager: false, version: firebaseVersion }),
    'firebase/auth': single('firebase', { eager: false, version: firebaseVersion }),
    '@hotel/shared': { singleton: true, requiredVersion: own['@hotel/shared'] ?? sharedPkg.version },
  };
}

/**
 * @param {object} o
 * @param {string} o.dir          absolute package directory
 * @param {string} o.name         federation name (shell | catalog | booking | account | marketing)
 * @param {number} o.port         dev-server port
 * @param {Record<string,string>} [o.exposes]  remotes only
 * @param {boolean} [o.host]      the shell
 * @param {(cfg: object, env: {production: boolean}) => object} [o.extend]
 */
export function createConfig(o) {
  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const isHost = Boolean(o.host);
    const hash = production ? '.[contenthash:8]' : '';

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
        // their chunks from wherever their remoteEntry.js came from.
        publicPath: isHost ? '/' : 'auto',
        filename: `[name]${hash}.js`,
        chunkFilename: `[name]${hash}.js`,
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
            loader: 'esbuild-loader',
            options: { target: 'es2020', jsx: 'automatic' },
          },
          { test: /\.module\.css$/, use: cssLoaders(true) },
          { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoaders(false) },
          { test: /\.(png|jpe?g|webp|avif|svg|gif|woff2?)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({ filename: `[name]${hash}.css`, chunkFilename: `[name]${hash}.css` }),
        new HtmlWebpackPlugin({
          template: path.join(o.dir, 'public/index.html'),
          chunks: ['main'],
          // The page is served from the package's root (deep links like /room-details/x included).
          publicPath: '/',
          scriptLoading: 'defer',
          minify: production,
        }),
        new CopyWebpackPlugin({
          patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
        }),
        new ModuleFederationPlugin({
          name: o.name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: o.exposes ?? {} }),
          // No remotes at build time: the shell registers them from /config.json at runtime.
          remotes: {},
          shared: sharedSingletons(o.dir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: { optimization: { target: 'web' } },
        }),
      ],
      optimization: {
        // Chunk ids stable across builds (content hashes change only with content).
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
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
