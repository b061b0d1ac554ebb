// Immutable releases of a remote and what is live (docs/deploying.md). A release is a remote's
// production build copied, never changed again, into <remote folder>/releases/<version>-<hash>/;
// going live is one atomic write of the shell's config.json, which every page load reads.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { entryUrls, stableUrl } from './config.mjs';
import { HISTORY_FILE, RELEASES_DIR, readJson, releaseIdOf, writeAtomically } from './deploy-root.mjs';
import { FRONT_ENDS } from '../stack/parts.cjs';
import { root } from '../stack/runner.cjs';

function frontEnd(pkg) {
  const f = FRONT_ENDS.find((x) => x.pkg === pkg && x.remote);
  if (!f) throw new Error(`${pkg} is not a remote (${FRONT_ENDS.filter((x) => x.remote).map((x) => x.pkg).join(', ')})`);
  return f;
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/** sha256 of every file's path and bytes: the same build gives the same release id. */
function hashOf(dir) {
  const h = createHash('sha256');
  for (const file of filesUnder(dir).sort()) h.update(relative(dir, file)).update('\0').update(readFileSync(file));
  return h.digest('hex').slice(0, 8);
}

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

const historyFile = (ctx) => join(ctx.rootDir, ctx.pkg, HISTORY_FILE);
export const releaseHistory = (ctx) => readJson(historyFile(ctx), { releases: [] }).releases;

/**
 * The contract the shell holds a remote to (docs/architecture.md §3): the ExposedModules ids of this
 * remote in @hotel/shared's contracts.ts, the map the shell is built against.
 */
async function contractOf(name) {
  const { tsImport } = await import('tsx/esm/api');
  const { EXPOSED_MODULE_IDS } = await tsImport(join(root, 'shared', 'src', 'contracts.ts'), import.meta.url);
  return EXPOSED_MODULE_IDS.filter((id) => id.startsWith(`${name}/`));
}

/** A build's manifest: its exposed module ids and its page table (`metaData.pages`, null when it has none). */
function manifestOf(dir, name) {
  const file = join(dir, 'mf-manifest.json');
  if (!existsSync(file)) throw new Error(`${dir} has no mf-manifest.json: not a remote's build`);
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  if (manifest.name !== name) throw new Error(`${dir} is the build of "${manifest.name}", not of "${name}"`);
  const pages = Array.isArray(manifest.metaData?.pages) ? manifest.metaData.pages : null;
  return { exposes: manifest.exposes.map((e) => `${name}/${e.name}`).sort(), pages };
}

/**
 * The page tables the live site serves from the other remotes (every release a visitor may get:
 * stable and canary), read from the deploy root, else over HTTP. An unreadable one is reported.
 */
async function livePageTables(ctx, config, log) {
  const tables = [];
  for (const f of FRONT_ENDS.filter((x) => x.remote && x.pkg !== ctx.pkg)) {
    for (const url of entryUrls(config.remotes?.[f.name])) {
      const id = releaseIdOf(url);
      const file = id ? join(ctx.rootDir, f.pkg, RELEASES_DIR, id, 'mf-manifest.json') : join(ctx.rootDir, f.pkg, 'mf-manifest.json');
      try {
        const manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : await (await fetch(url, { signal: AbortSignal.timeout(5000) })).json();
        tables.push({ remote: f.name, url, pages: Array.isArray(manifest.metaData?.pages) ? manifest.metaData.pages : [] });
      } catch (e) {
        log(`warning: could not read ${f.name}'s live manifest ${url} (${e.message}): its pages are not checked against this release`);
      }
    }
  }
  return tables;
}

/**
 * Refuses a build that would break the live site, saying why: it lacks a module of the shell's
 * contract (ExposedModules), or one that a live page of another remote hosts in a slot; a page of
 * its table names a module it does not expose; or a page claims a path another remote's live page has.
 */
export function checkContract({ exposes, pages }, { required, liveTables = [] }) {
  const problems = [];
  const missing = required.filter((id) => !exposes.includes(id));
  if (missing.length) {
    // What the build exposes beyond the contract and its own pages: a module renamed from a missing one.
    const extra = exposes.filter((id) => !required.includes(id) && !(pages ?? []).some((p) => p.module === id));
    problems.push(
      `the build drops ${missing.join(', ')}, which the shell uses (ExposedModules in shared/src/contracts.ts)` +
        (extra.length ? `; it exposes ${extra.join(', ')} instead (a rename?)` : ''),
    );
  }
  const name = exposes[0]?.split('/')[0];
  for (const { remote, pages: live } of liveTables) {
    for (const page of live) {
      for (const [prop, slot] of Object.entries(page.slots ?? {})) {
        if (slot?.module?.startsWith(`${name}/`) && !exposes.includes(slot.module) && !missing.includes(slot.module)) {
          problems.push(`the build drops ${slot.module}, which ${remote}'s live page ${page.path} hosts (slot ${prop})`);
        }
      }
      const clash = (pages ?? []).find((p) => p.path === page.path);
      if (clash) problems.push(`its page ${clash.path} is already ${remote}'s (${page.module}): one page per path`);
    }
  }
  for (const page of pages ?? []) {
    if (!exposes.includes(page.module)) problems.push(`its page ${page.path} names ${page.module}, which the build does not expose`);
  }
  if (problems.length) throw new Error(`${problems.join('; ')} (docs/deploying.md, "Releasing").`);
}

/** Builds (unless `from` names a build) and publishes a release; appends it to the history. */
export async function publish(ctx, { from, log = () => undefined } = {}) {
  const { name } = frontEnd(ctx.pkg);
  let dir = from;
  if (!dir) {
    log(`Building ${ctx.pkg} (production)…`);
    const { buildOne } = await import('../stack/launch.mjs');
    const built = buildOne(ctx.pkg);
    if (!built.ok) throw new Error(`the build of ${ctx.pkg} failed:\n${built.output.trim()}`);
    dir = join(root, ctx.pkg, 'dist');
  }
  const built = manifestOf(dir, name);
  const config = existsSync(ctx.configFile) ? readConfig(ctx) : {};
  checkContract(built, { required: await contractOf(name), liveTables: await livePageTables(ctx, config, log) });
  const liveUrl = stableUrl(config.remotes?.[name]);
  const liveId = liveUrl && releaseIdOf(liveUrl);
  const live = liveId && releaseHistory(ctx).find((e) => e.id === liveId);
  const dropped = (live?.pages ?? []).filter((p) => !(built.pages ?? []).some((n) => n.path === p.path));
  if (dropped.length) log(`Note: this release removes the page${dropped.length > 1 ? 's' : ''} ${dropped.map((p) => p.path).join(', ')} of the live release ${liveId}.`);

  const { version } = JSON.parse(readFileSync(join(root, ctx.pkg, 'package.json'), 'utf8'));
  const id = `${version}-${hashOf(dir)}`;
  const releases = join(ctx.rootDir, ctx.pkg, RELEASES_DIR);
  const target = join(releases, id);
  const history = releaseHistory(ctx);
  const known = history.find((e) => e.id === id);
  if (existsSync(target)) {
    if (!known) throw new Error(`${target} exists but is not in ${historyFile(ctx)}: left as it is`);
    return { already: true, entry: known, dir: target };
  }
  // Copied beside its final name, then renamed: a half-copied release is never visible.
  const incoming = join(releases, `.incoming-${id}-${process.pid}`);
  cpSync(dir, incoming, { recursive: true });
  try {
    renameSync(incoming, target);
  } catch (e) {
    rmSync(incoming, { recursive: true, force: true });
    throw e;
  }
  const files = filesUnder(target);
  const commit = git('rev-parse', 'HEAD');
  const entry = {
    id,
    version,
    commit,
    dirty: commit ? git('status', '--porcelain', '--', ctx.pkg, 'shared') !== '' : undefined,
    time: new Date().toISOString(),
    size: files.reduce((n, f) => n + statSync(f).size, 0),
    files: files.length,
    exposes: built.exposes,
    // The page table the release publishes (docs/architecture.md §3, "Pages"): what each page is.
    pages: built.pages?.map(({ path, module, title, access }) => ({ path, module, title, access })) ?? null,
  };
  writeAtomically(historyFile(ctx), JSON.stringify({ remote: name, package: ctx.pkg, releases: [...history, entry] }, null, 2) + '\n');
  return { already: false, entry, dir: target };
}

const readConfig = (ctx) => {
  if (!existsSync(ctx.configFile)) throw new Error(`no deployed shell config at ${ctx.configFile} (start the stack, or pass --config)`);
  return JSON.parse(readFileSync(ctx.configFile, 'utf8'));
};

/** What the shell's config.json makes live for this remote. */
export function liveState(ctx, config = readConfig(ctx)) {
  const entry = config.remotes?.[frontEnd(ctx.pkg).name];
  const url = stableUrl(entry);
  const canary = typeof entry === 'object' && entry?.canary ? { id: releaseIdOf(entry.canary), url: entry.canary, percent: entry.canaryPercent } : null;
  return { url, stable: url ? releaseIdOf(url) : null, canary };
}

/** A release's manifest URL on the remote's origin (the one its live entry already uses: same CSP). */
function releaseUrl(liveUrl, id) {
  const u = new URL(liveUrl);
  const base = u.pathname.replace(/\/releases\/[^/]+\/mf-manifest\.json$/, '/').replace(/[^/]*$/, '');
  return `${u.origin}${base}${RELEASES_DIR}/${encodeURIComponent(id)}/mf-manifest.json`;
}

function findRelease(ctx, wanted) {
  const history = releaseHistory(ctx);
  const hits = history.filter((e) => e.id === wanted || e.id.startsWith(wanted));
  if (hits.length === 1 || hits.some((e) => e.id === wanted)) return hits.find((e) => e.id === wanted) ?? hits[0];
  if (hits.length > 1) throw new Error(`"${wanted}" matches ${hits.map((e) => e.id).join(', ')}: name one`);
  throw new Error(`no release "${wanted}" of ${ctx.pkg} (npm run releases -w ${ctx.pkg} lists them)`);
}

function writeLive(ctx, config, entry, action, extra = {}) {
  const name = frontEnd(ctx.pkg).name;
  writeAtomically(ctx.configFile, JSON.stringify({ ...config, remotes: { ...config.remotes, [name]: entry } }, null, 2) + '\n');
  // Where promotions went, so rollback knows what was live before.
  const file = historyFile(ctx);
  const h = readJson(file, { remote: name, package: ctx.pkg, releases: [] });
  const time = new Date().toISOString();
  const idOrUrl = (u) => releaseIdOf(u) ?? u;
  const live = typeof entry === 'string' ? { stable: idOrUrl(entry) } : { stable: idOrUrl(entry.stable), canary: idOrUrl(entry.canary), canaryPercent: entry.canaryPercent };
  // The first promotion also notes what was live before it (a build that was never released, say).
  const log = h.log?.length ? h.log : [{ time, action: 'promote', stable: idOrUrl(stableUrl(config.remotes[name])) }];
  writeAtomically(file, JSON.stringify({ ...h, log: [...log, { time, action, ...live, ...extra }] }, null, 2) + '\n');
  return liveState(ctx, readConfig(ctx));
}

/**
 * Makes a release live for everyone (ending any canary), or for `percent` % of visitors as a canary
 * beside the current stable. Without a release: the running canary becomes the stable one.
 */
export async function promote(ctx, wanted, percent) {
  const config = readConfig(ctx);
  const live = liveState(ctx, config);
  if (!live.url) throw new Error(`config.json has no entry for ${ctx.pkg}`);
  if (!wanted) {
    if (!live.canary) throw new Error('no canary is running: name the release to promote');
    return writeLive(ctx, config, live.canary.url, 'promote');
  }
  const release = findRelease(ctx, wanted);
  if (!existsSync(join(ctx.rootDir, ctx.pkg, RELEASES_DIR, release.id, 'mf-manifest.json'))) {
    throw new Error(`release ${release.id} is in the history but its folder is gone`);
  }
  const url = releaseUrl(live.url, release.id);
  if (percent === undefined) return writeLive(ctx, config, url, 'promote');
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new Error('--canary takes a whole percentage from 1 to 99');
  if (url === live.url) throw new Error(`${release.id} is already the stable release`);
  return writeLive(ctx, config, { stable: live.url, canary: url, canaryPercent: percent }, 'canary');
}

/** Ends a running canary (everyone back on stable), else repoints to the release live before this one. */
export async function rollback(ctx) {
  const config = readConfig(ctx);
  const live = liveState(ctx, config);
  if (live.canary) return writeLive(ctx, config, live.url, 'rollback');
  // The stable releases in the order they went live, each rollback taking its one off again.
  const stack = [];
  for (const e of readJson(historyFile(ctx), {}).log ?? []) {
    if (e.action === 'promote' && stack.at(-1) !== e.stable) stack.push(e.stable);
    else if (e.action === 'rollback' && stack.at(-2) === e.stable) stack.pop();
  }
  const current = live.stable ?? live.url;
  if (stack.at(-1) !== current) throw new Error(`${current} was not made live by promote: nothing recorded to roll back to`);
  const previous = stack.at(-2);
  if (!previous) throw new Error(`nothing to roll back to: ${current} is the first release made live here`);
  const url = /^https?:/.test(previous) ? previous : releaseUrl(live.url, previous);
  return writeLive(ctx, config, url, 'rollback');
}

/**
 * Ends the canary `id` as rollback does (one atomic write of config.json), logged as a withdrawal
 * with the guard's reason (tools/release/guard.mjs). Null, writing nothing, when that canary is no
 * longer live (promoted or rolled back since the guard read its figures).
 */
export function withdraw(ctx, id, note) {
  const config = readConfig(ctx);
  const live = liveState(ctx, config);
  if (!live.canary || live.canary.id !== id) return null;
  return writeLive(ctx, config, live.url, 'withdraw', { withdrawn: id, note });
}
