// The extra production builds of mf-marketing that the deploy specs swap in while the shell runs:
// v2, with a visible change and a newer @hotel/shared patch (deploy.spec.ts, releases.spec.ts), and
// one with a new page, /faq (pages.spec.ts). Each is a real webpack build under e2e/.tmp/
// (gitignored), made once and kept while what it reads is unchanged. `npm test` makes them while
// the unit tests run (`e2e/prebuild.ts`), so the specs find them ready; a spec run alone builds what
// is missing.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageEntry } from '@hotel/shared/pages';
import { repoRoot } from './stack';

export const V1_TEXT = 'Ready for your next stay?';
export const V2_TEXT = 'Ready for your next stay? (deployed v2)';
/** The @hotel/shared the shell provides, and the newer patch of it that v2 is built against. */
export const SHELL_SHARED = (JSON.parse(readFileSync(join(repoRoot, 'shared', 'package.json'), 'utf8')) as { version: string })
  .version;
export const NEWER_SHARED = SHELL_SHARED.replace(/\d+$/, (patch) => String(Number(patch) + 1));

/** The page the /faq build adds, by the README's recipe (its feature folder is e2e/fixtures/faq-page). */
export const FAQ: PageEntry = {
  path: '/faq',
  module: 'marketing/FaqPage',
  title: 'FAQ',
  skeleton: 'hero',
  access: 'public',
  firstView: false,
};

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/** The built files of `dist` whose text contains `text`. */
export const filesContaining = (dist: string, text: string) =>
  readdirSync(dist).filter((f) => f.endsWith('.js') && readFileSync(join(dist, f), 'utf8').includes(text));

/** What every mf-marketing build reads. */
const MARKETING_SOURCES = {
  dirs: ['mf-marketing/src', 'shared/src', 'tools/webpack', 'tools/stack'],
  files: ['mf-marketing/webpack.config.mjs', 'mf-marketing/package.json', 'shared/package.json', 'package-lock.json'],
};

interface CachedBuild {
  /** The folder name's prefix under e2e/.tmp/ (older folders of the same prefix are removed). */
  name: string;
  /** Folders and files (from the repository's root) the build reads, and any other text it depends on. */
  dirs: string[];
  files: string[];
  extra: string;
  /** Lays out the work folder; returns where webpack runs, its arguments and its output folder. */
  prepare(work: string): { cwd: string; args: string[]; out: string };
}

function sourceHash({ dirs, files, extra }: CachedBuild): string {
  const h = createHash('sha256');
  for (const dir of dirs) for (const file of filesUnder(join(repoRoot, dir)).sort()) h.update(file).update(readFileSync(file));
  for (const file of files) h.update(readFileSync(join(repoRoot, file)));
  return h.update(extra).digest('hex').slice(0, 16);
}

/** A build's output folder: the cached one while its sources are unchanged, else a new build. */
async function cachedBuild(build: CachedBuild): Promise<string> {
  const tmp = join(repoRoot, 'e2e', '.tmp');
  const work = join(tmp, `${build.name}-${sourceHash(build)}`);
  const done = join(work, 'done.json');
  if (existsSync(done)) return (JSON.parse(readFileSync(done, 'utf8')) as { out: string }).out;
  if (existsSync(tmp))
    for (const old of readdirSync(tmp).filter((d) => d.startsWith(`${build.name}-`))) rmSync(join(tmp, old), { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const { cwd, args, out } = build.prepare(work);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(join(repoRoot, 'node_modules', '.bin', 'webpack'), ['--mode', 'production', ...args], {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (b) => (err += String(b)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the ${build.name} build failed (${code}): ${err}`))));
  });
  // Written last: a build stopped half-way is made again.
  writeFileSync(done, JSON.stringify({ out }));
  return out;
}

/**
 * The v2 build's wrapper config: mf-marketing's own webpack config, with the visible change (a
 * loader that rewrites the home page's closing heading; run last, once the build has compiled the
 * catalog's English into the file that names it) and @hotel/shared declared at a newer patch,
 * as a team that bumped it would build.
 */
function v2Config(out: string, loader: string): string {
  return `import base from ${JSON.stringify(join(repoRoot, 'mf-marketing', 'webpack.config.mjs'))};
export default (env, argv) => {
  const cfg = base(env, argv);
  cfg.output = { ...cfg.output, path: ${JSON.stringify(out)} };
  cfg.module.rules.unshift({ test: /\\.tsx$/, include: ${JSON.stringify(join(repoRoot, 'mf-marketing', 'src'))}, enforce: 'post', use: [${JSON.stringify(loader)}] });
  const mf = cfg.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  const shared = mf._options.shared;
  shared['@hotel/shared'] = { ...shared['@hotel/shared'], version: ${JSON.stringify(NEWER_SHARED)}, requiredVersion: '^${NEWER_SHARED}' };
  return cfg;
};
`;
}

const V2_LOADER = `module.exports = (src) => src.split(${JSON.stringify(V1_TEXT)}).join(${JSON.stringify(V2_TEXT)});\n`;

/** mf-marketing v2: its home page's closing heading reads V2_TEXT. */
export async function buildV2(): Promise<string> {
  const out = await cachedBuild({
    name: 'deploy-v2',
    ...MARKETING_SOURCES,
    extra: v2Config('out', 'loader') + V2_LOADER,
    prepare(work) {
      const out = join(work, 'dist');
      const loader = join(work, 'v2-loader.cjs');
      writeFileSync(loader, V2_LOADER);
      const config = join(work, 'webpack.config.mjs');
      writeFileSync(config, v2Config(out, loader));
      return { cwd: join(repoRoot, 'mf-marketing'), args: ['--config', config], out };
    },
  });
  if (filesContaining(out, V2_TEXT).length === 0)
    throw new Error(`The v2 build does not contain "${V2_TEXT}": the loader no longer finds "${V1_TEXT}" in mf-marketing/src`);
  return out;
}

const FIXTURE = join(repoRoot, 'e2e', 'fixtures', 'faq-page');
const TABLE_END = '] as const satisfies PageTable;';

/**
 * A copy of mf-marketing with the page added as its README says: the feature folder, and one entry
 * in src/pages.ts. The copy sits beside links to the repository's tools/ and tsconfig.base.json, so
 * its own webpack.config.mjs, unchanged, builds it.
 */
function marketingWithFaq(work: string): string {
  const pkg = join(work, 'mf-marketing');
  for (const shared of ['tools', 'tsconfig.base.json']) symlinkSync(join(repoRoot, shared), join(work, shared));
  for (const file of ['src', 'package.json', 'tsconfig.json', 'webpack.config.mjs'])
    cpSync(join(repoRoot, 'mf-marketing', file), join(pkg, file), { recursive: true });
  cpSync(FIXTURE, join(pkg, 'src', 'features', 'faq'), { recursive: true });
  const table = join(pkg, 'src', 'pages.ts');
  const text = readFileSync(table, 'utf8');
  if (!text.includes(TABLE_END)) throw new Error(`mf-marketing/src/pages.ts no longer ends its table with ${TABLE_END}`);
  writeFileSync(table, text.replace(TABLE_END, `  ${JSON.stringify(FAQ)},\n${TABLE_END}`));
  return pkg;
}

/** mf-marketing with the /faq page added. */
export function buildWithFaq(): Promise<string> {
  return cachedBuild({
    name: 'faq',
    dirs: [...MARKETING_SOURCES.dirs, 'e2e/fixtures/faq-page'],
    files: MARKETING_SOURCES.files,
    extra: JSON.stringify(FAQ) + marketingWithFaq.toString(),
    prepare(work) {
      const pkg = marketingWithFaq(work);
      return { cwd: pkg, args: [], out: join(pkg, 'dist') };
    },
  });
}

/**
 * A modified copy of a built remote whose exposed module renders a component that throws (test
 * only: the remote's container maps the exposed name to that component instead of the real one).
 */
export function throwingCopy(pkg: string, exposed: string): string {
  const dir = mkdtempSync(join(tmpdir(), `harborview-throwing-${pkg}-`));
  cpSync(join(repoRoot, pkg, 'dist'), dir, { recursive: true });
  const entry = join(dir, 'remoteEntry.js');
  const source = readFileSync(entry, 'utf8');
  const pattern = new RegExp(
    `("${exposed.replace(/[./]/g, '\\$&')}":\\(\\)=>[^]*?\\.then\\(\\(\\)=>\\(\\)=>)\\w+\\(\\d+\\)`,
  );
  if (!pattern.test(source)) throw new Error(`${exposed} not found in ${pkg}'s remoteEntry.js`);
  const thrower = '({default:function(){throw new Error("e2e: this remote throws while rendering")}})';
  writeFileSync(entry, source.replace(pattern, `$1${thrower}`));
  return dir;
}
