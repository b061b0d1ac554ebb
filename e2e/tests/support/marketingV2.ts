// A second build of mf-marketing with a visible change, for the specs that deploy a remote while the
// shell runs (deploy.spec.ts, releases.spec.ts): a real production build under e2e/.tmp/
// (gitignored), kept between runs while its sources are unchanged.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './stack';

export const V1_TEXT = 'Ready for your next stay?';
export const V2_TEXT = 'Ready for your next stay? (deployed v2)';
/** The @hotel/shared the shell provides, and the newer patch of it that v2 is built against. */
export const SHELL_SHARED = (JSON.parse(readFileSync(join(repoRoot, 'shared', 'package.json'), 'utf8')) as { version: string })
  .version;
export const NEWER_SHARED = SHELL_SHARED.replace(/\d+$/, (patch) => String(Number(patch) + 1));

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/**
 * The v2 build's wrapper config: mf-marketing's own webpack config, with the visible change (a
 * loader that rewrites the home page's closing heading) and @hotel/shared declared at a newer patch,
 * as a team that bumped it would build.
 */
function v2Config(out: string, loader: string): string {
  return `import base from ${JSON.stringify(join(repoRoot, 'mf-marketing', 'webpack.config.mjs'))};
export default (env, argv) => {
  const cfg = base(env, argv);
  cfg.output = { ...cfg.output, path: ${JSON.stringify(out)} };
  cfg.module.rules.unshift({ test: /\\.tsx$/, include: ${JSON.stringify(join(repoRoot, 'mf-marketing', 'src'))}, enforce: 'pre', use: [${JSON.stringify(loader)}] });
  const mf = cfg.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  const shared = mf._options.shared;
  shared['@hotel/shared'] = { ...shared['@hotel/shared'], version: ${JSON.stringify(NEWER_SHARED)}, requiredVersion: '^${NEWER_SHARED}' };
  return cfg;
};
`;
}

const V2_LOADER = `module.exports = (src) => src.split(${JSON.stringify(V1_TEXT)}).join(${JSON.stringify(V2_TEXT)});\n`;

/** Everything the v2 build reads, so a cached v2 is rebuilt when any of it changes. */
function sourceHash(): string {
  const h = createHash('sha256');
  // The page template is tools/webpack/page.html; mf-marketing has no public/ of its own.
  for (const dir of ['mf-marketing/src', 'shared/src', 'tools/webpack', 'tools/stack']) {
    for (const file of filesUnder(join(repoRoot, dir)).sort()) h.update(file).update(readFileSync(file));
  }
  for (const file of [
    'mf-marketing/webpack.config.mjs',
    'mf-marketing/package.json',
    'shared/package.json',
    'package-lock.json',
  ]) {
    h.update(readFileSync(join(repoRoot, file)));
  }
  h.update(v2Config('out', 'loader')).update(V2_LOADER);
  return h.digest('hex').slice(0, 16);
}

/** The built files of `dist` whose text contains `text`. */
export const filesContaining = (dist: string, text: string) =>
  readdirSync(dist).filter((f) => f.endsWith('.js') && readFileSync(join(dist, f), 'utf8').includes(text));

/**
 * A real production build of mf-marketing v2 under e2e/.tmp/ (gitignored), kept between runs while
 * its sources are unchanged.
 */
export async function buildV2(): Promise<string> {
  const tmp = join(repoRoot, 'e2e', '.tmp');
  const work = join(tmp, `deploy-v2-${sourceHash()}`);
  const out = join(work, 'dist');
  if (existsSync(join(out, 'mf-manifest.json'))) return out;
  // Older v2 builds (other sources) are of no further use.
  if (existsSync(tmp))
    for (const old of readdirSync(tmp).filter((d) => d.startsWith('deploy-v2-')))
      rmSync(join(tmp, old), { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const loader = join(work, 'v2-loader.cjs');
  writeFileSync(loader, V2_LOADER);
  const config = join(work, 'webpack.config.mjs');
  writeFileSync(config, v2Config(out, loader));
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      join(repoRoot, 'node_modules', '.bin', 'webpack'),
      ['--mode', 'production', '--config', config],
      {
        cwd: join(repoRoot, 'mf-marketing'),
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let err = '';
    child.stderr.on('data', (b) => (err += String(b)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`v2 build failed (${code}): ${err}`))));
  });
  if (filesContaining(out, V2_TEXT).length === 0) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(
      `The v2 build does not contain "${V2_TEXT}": the loader no longer finds "${V1_TEXT}" in mf-marketing/src`,
    );
  }
  return out;
}

