// Shared webpack factory for the shell (host) and the four remotes.
//
// One place decides: TS/TSX through esbuild-loader (tsc type-checks separately), CSS Modules
// (`*.module.css`, scoped) + plain CSS (global, shell only) extracted to hashed files, hashed chunk
// names, the Module Federation plugin with the singletons of ARCHITECTURE §3, and a dev server per
// package on its real port.
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import * as esbuild from 'esbuild';
import compilerWebpack from 'webpack';

const require = createRequire(import.meta.url);
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const readJson = (file) => require(file);

/**
 * The host provides its Module Federation runtime core to the remotes (`externalRuntime` there),
 * so each remoteEntry.js does not ship a second copy (~17 KB gzip each). This is what the
 * `provideExternalRuntime` option does, but that option adds the plugin's CommonJS build, which
 * pulls a CommonJS copy of the runtime core next to the ESM one (+23 KB); the ESM build does not.
 */
const INJECT_RUNTIME_CORE_ESM = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [ROOT] })),
  'index.js',
);

/**
 * A remote's standalone harness (its own index.html) has no host to provide the runtime core, so
 * each remote also emits `mf-runtime-core.js`: the same @module-federation/runtime-core, bundled by
 * esbuild into a classic script that sets the global. Only the harness page loads it.
 */
export const RUNTIME_CORE_FILE = 'mf-runtime-core.js';
class RuntimeCoreProviderPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RuntimeCoreProviderPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'RuntimeCoreProviderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const out = await esbuild.build({
            stdin: {
              contents:
                "import * as core from '@module-federation/runtime-core';\n" +
                'globalThis._FEDERATION_RUNTIME_CORE = globalThis._FEDERATION_RUNTIME_CORE || core;\n',
              resolveDir: ROOT,
            },
            bundle: true,
            format: 'iife',
            platform: 'browser',
            target: 'es2020',
            minify: compiler.options.mode === 'production',
            define: { ENV_TARGET: '"web"' },
            write: false,
            logLevel: 'silent',
          });
          compilation.emitAsset(RUNTIME_CORE_FILE, new sources.RawSource(out.outputFiles[0].text));
        },
      );
    });
  }
}

const MF_SDK_NODE_STUB = path.join(ROOT, 'build/shared/mf-sdk-node-stub.mjs');

/**
 * axios's browser build (its `browser` field) already leaves out the Node http adapter; the client
 * in @hotel/shared uses only the fetch adapter, so the XMLHttpRequest one is replaced by axios's own
 * empty module too (axios then simply does not offer 'xhr').
 */
const AXIOS_XHR_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]xhr\.js$/;
const AXIOS_NULL_MODULE = require.resolve('axios/unsafe/helpers/null.js', { paths: [ROOT] });

/** The shared `react-router-dom` facade (see build/shared/react-router-dom.mjs). */
export const ROUTER_FACADE = path.join(ROOT, 'build/shared/react-router-dom.mjs');
const facadeExports = () => {
  const src = readFileSync(ROUTER_FACADE, 'utf8');
  const list = src.slice(src.indexOf('export {') + 8, src.indexOf("} from 'react-router'"));
  return new Set(list.split(',').map((s) => s.trim()).filter(Boolean));
};

/** Throws when a source file imports from 'react-router-dom' a name the shared facade lacks. */
export function checkRouterImports(srcDir) {
  const allowed = facadeExports();
  const problems = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(tsx?|mjs|js)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
          for (const raw of m[1].split(',')) {
            const spec = raw.trim().replace(/^type\s+/, '');
            if (!spec || raw.trim().startsWith('type ')) continue;
            const imported = spec.split(/\s+as\s+/)[0].trim();
            if (!allowed.has(imported)) problems.push(`${path.relative(ROOT, file)}: '${imported}'`);
          }
        }
      }
    }
  };
  walk(srcDir);
  if (problems.length > 0) {
    throw new Error(
      `These react-router-dom imports are not in the shared router facade (build/shared/react-router-dom.mjs); add them there:\n  ${problems.join('\n  ')}`,
    );
  }
}

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
  const routerVersion = readJson(require.resolve('react-router-dom/package.json', { paths: [pkgDir, ROOT] })).version;
  const single = (pkg, extra = {}) => ({ singleton: true, requiredVersion: version(pkg), ...extra });
  return {
    react: single('react'),
    'react/jsx-runtime': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom'),
    // The component-router facade, provided under the share key and version of react-router-dom.
    'react-router-dom': single('react-router-dom', { import: ROUTER_FACADE, version: routerVersion }),
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
    checkRouterImports(path.join(o.dir, 'src'));
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
        ...(isHost ? [] : [new RuntimeCoreProviderPlugin()]),
        new compilerWebpack.NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]node\.js$/, MF_SDK_NODE_STUB),
        new compilerWebpack.NormalModuleReplacementPlugin(AXIOS_XHR_ADAPTER, AXIOS_NULL_MODULE),
        new ModuleFederationPlugin({
          name: o.name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: o.exposes ?? {} }),
          // No remotes at build time: the shell registers them from /config.json at runtime.
          remotes: {},
          shared: sharedSingletons(o.dir),
          shareStrategy: 'loaded-first',
          ...(isHost ? { runtimePlugins: [INJECT_RUNTIME_CORE_ESM] } : {}),
          manifest: true,
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
