// Who provides the Module Federation runtime core. The host provides its own to the remotes
// (`externalRuntime` there), so each remoteEntry.js does not ship a second copy (~17 KB gzip each).
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ROOT } from '../paths.mjs';

const require = createRequire(import.meta.url);

/**
 * The host's runtime plugin that sets the global runtime core. This is what the
 * `provideExternalRuntime` option does, but that option adds the plugin's CommonJS build, which
 * pulls a CommonJS copy of the runtime core next to the ESM one (+23 KB); the ESM build does not.
 */
export const INJECT_RUNTIME_CORE_ESM = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [ROOT] })),
  'index.js',
);

export const RUNTIME_CORE_FILE = 'mf-runtime-core.js';

/**
 * A remote's standalone harness (its own index.html) has no host to provide the runtime core, so
 * each remote also emits `mf-runtime-core.js`: the same @module-federation/runtime-core, bundled by
 * esbuild into a classic script that sets the global. Only the harness page loads it.
 */
export class RuntimeCoreProviderPlugin {
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
