// A Module Federation remote: `remoteEntry.js` + `mf-manifest.json` (unhashed), publicPath 'auto',
// the shared singletons, and a standalone harness (src/bootstrap.tsx) served from tools/webpack/page.html.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from './config.mjs';

/**
 * @param {string} configUrl  import.meta.url of the package's webpack.config.mjs
 * @param {{ name: string, port: number, exposes?: Record<string, string>, extend?: Function }} o
 *   `exposes`: only the modules that are not pages. Every page of the remote's `src/pages.ts` is
 *   exposed as `./<Name>` from its feature folder's `index.ts` (tools/webpack/page-table.mjs).
 */
export function createRemoteConfig(configUrl, o) {
  return createConfig({ ...o, dir: path.dirname(fileURLToPath(configUrl)), host: false });
}
