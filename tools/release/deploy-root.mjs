// The deploy root (docs/deploying.md): one folder laid out as the static hosts serve it.
//
//   <deploy root>/shell/                       the shell's served folder; its config.json says what is live
//   <deploy root>/mf-<name>/                   the remote's served folder (its origin)
//   <deploy root>/mf-<name>/releases/<id>/     one immutable release: <version>-<hash of the build>
//   <deploy root>/mf-<name>/releases.json      the release history
//
// Locally it is HV_DEPLOY_ROOT, else <HV_DATA_DIR or .data>/deploy. `npm start` serves these
// folders (stageFrontEnd); the release commands write into them while it runs.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stableUrl } from './config.mjs';
import { FRONT_ENDS, runtimeConfig, url } from '../stack/parts.cjs';
import { root } from '../stack/runner.cjs';

export const RELEASES_DIR = 'releases';
export const HISTORY_FILE = 'releases.json';

export function deployRoot(env = process.env) {
  return env.HV_DEPLOY_ROOT || join(env.HV_DATA_DIR || join(root, '.data'), 'deploy');
}

/** The deployed shell's config.json (HV_SHELL_CONFIG, else the deploy root's shell folder). */
export const shellConfigPath = (rootDir = deployRoot(), env = process.env) => env.HV_SHELL_CONFIG || join(rootDir, 'shell', 'config.json');

/** Writes `file` in one step (a temp file beside it, then a rename), so a reader never sees half of it. */
export function writeAtomically(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

export const readJson = (file, fallback) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback);

/** The path of a manifest URL below its remote's served folder: ".../releases/<id>/mf-manifest.json" → id. */
export function releaseIdOf(manifestUrl) {
  try {
    const m = /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(new URL(manifestUrl).pathname);
    return m ? decodeURIComponent(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The folder `npm start` serves for a front end, refreshed from its build: the shell's folder gets
 * the build and a config.json for these ports that keeps what the previous run had promoted (a
 * release that is still there, moved to this run's origin); a remote's folder gets the build at
 * its root (standalone harness, embed.js, the manifest of a site that never released) and a
 * config.json for these ports (the catalog's is what its partner loader embed.js reads:
 * mf-catalog/README.md, "Partner embed") beside its releases, which are never touched. `fresh` is
 * the runtime config to write (`npm run staging` passes its one-origin config).
 */
export function stageFrontEnd(pkg, pt, rootDir = deployRoot(), fresh = runtimeConfig(pt)) {
  const dir = join(rootDir, pkg);
  const previous = pkg === 'shell' ? readJson(join(dir, 'config.json'), null) : null;
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (name !== RELEASES_DIR && name !== HISTORY_FILE) rmSync(join(dir, name), { recursive: true, force: true });
  }
  for (const name of readdirSync(join(root, pkg, 'dist'))) cpSync(join(root, pkg, 'dist', name), join(dir, name), { recursive: true });
  const config = pkg === 'shell' ? keepReleases(fresh, previous, pt, rootDir) : fresh;
  writeFileSync(join(dir, 'config.json'), JSON.stringify(config, null, 2) + '\n');
  return dir;
}

/** The fresh config with each remote entry of `previous` that names published releases, on this run's origins. */
function keepReleases(fresh, previous, pt, rootDir) {
  if (!previous) return fresh;
  const config = { ...fresh, remotes: { ...fresh.remotes } };
  if (typeof previous.overrides === 'boolean') config.overrides = previous.overrides;
  for (const f of FRONT_ENDS.filter((x) => x.remote)) {
    const entry = previous.remotes?.[f.name];
    const move = (u) => {
      const id = u && releaseIdOf(u);
      return id && existsSync(join(rootDir, f.pkg, RELEASES_DIR, id, 'mf-manifest.json'))
        ? `${url(pt[f.name])}/${RELEASES_DIR}/${encodeURIComponent(id)}/mf-manifest.json`
        : null;
    };
    const stable = move(stableUrl(entry));
    if (!stable) continue;
    const canary = typeof entry === 'object' ? move(entry.canary) : null;
    config.remotes[f.name] = canary ? { stable, canary, canaryPercent: entry.canaryPercent } : stable;
  }
  return config;
}
