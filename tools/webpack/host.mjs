// The shell (host): no remotes at build time; it registers them from /config.json at runtime.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from './config.mjs';

/**
 * @param {string} configUrl  import.meta.url of the shell's webpack.config.mjs
 * @param {{ name: string, port: number, extend?: Function }} o
 */
export function createHostConfig(configUrl, o) {
  return createConfig({ ...o, dir: path.dirname(fileURLToPath(configUrl)), host: true });
}
