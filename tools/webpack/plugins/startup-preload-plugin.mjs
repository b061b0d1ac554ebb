// The shell's index.html names only main.js; main.js then asks for the bootstrap chunk and the
// shared singletons it consumes (React, the router facade, zustand, @hotel/shared), one round trip
// later. This plugin adds `<link rel="preload">` for exactly those chunks to the page, so the
// browser fetches them together with main.js and config.json.
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** Share keys the first render consumes (Firebase and react-toastify load after the content). */
const STARTUP_SHARES = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router-dom', 'zustand', '@hotel/shared']);

export class StartupPreloadPlugin {
  /** @param {{ bootstrapChunk: string }} o  webpackChunkName of the shell's bootstrap import */
  constructor(o) {
    this.bootstrapChunk = o.bootstrapChunk;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const files = new Set();
        for (const group of compilation.chunkGroups) {
          // A singleton's code is in the chunk its provider registers (the consumer's fallback
          // chunk of the same package is never fetched while the host provides it).
          const startup =
            group.name === this.bootstrapChunk ||
            group.origins.some((o) => o.module?.constructor?.name === 'ProvideSharedModule' && STARTUP_SHARES.has(o.module._name));
          if (!startup) continue;
          for (const chunk of group.chunks) for (const f of chunk.files) if (/\.(js|css)$/.test(f)) files.add(f);
        }
        if (!files.size) compilation.errors.push(new compiler.webpack.WebpackError('StartupPreloadPlugin: found no startup chunks'));
        const publicPath = data.publicPath ?? '/';
        data.headTags.push(
          ...[...files].sort().map((f) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'StartupPreloadPlugin' },
            attributes: { rel: 'preload', href: publicPath + f, as: f.endsWith('.css') ? 'style' : 'script' },
          })),
        );
        return data;
      });
    });
  }
}
