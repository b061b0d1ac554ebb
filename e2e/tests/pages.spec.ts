// Pages belong to their remotes (docs/architecture.md §3, "Pages"; docs/deploying.md): the running
// site serves the page tables the remotes declare, and a team adds a page by deploying its remote
// alone. mf-marketing is rebuilt with a new page, /faq, added by the README's recipe (the feature
// folder e2e/fixtures/faq-page as src/features/faq, one entry in src/pages.ts, nothing else), and
// swapped in while the shell runs: /faq opens with its
// table's title and skeleton, its code is preloaded by main.js, it passes axe and the CSP check.
// Deploying the build without the page again gives the 404. The shell is neither rebuilt nor restarted.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pagesInManifest, type PageEntry } from '@hotel/shared/pages';
import { recordViolations } from './support/csp';
import { SOURCE_TABLES } from './support/routes';
import { closeOffersForToday, PORT_SHIFT, repoRoot, serveBuilt, stop, urls, waitForUrl } from './support/stack';

test('the running site serves the page tables the remotes declare', async ({ request }) => {
  const config = (await (await request.get(`${urls.shell}/config.json`)).json()) as {
    remotes: Record<string, string | { stable: string }>;
  };
  expect(Object.keys(config.remotes).sort()).toEqual(Object.keys(SOURCE_TABLES).sort());
  for (const [remote, entry] of Object.entries(config.remotes)) {
    const url = typeof entry === 'string' ? entry : entry.stable;
    const { pages, errors } = pagesInManifest(remote, await (await request.get(url)).json());
    expect({ remote, errors, pages }).toEqual({ remote, errors: [], pages: JSON.parse(JSON.stringify(SOURCE_TABLES[remote])) });
  }
});

const FAQ: PageEntry = {
  path: '/faq',
  module: 'marketing/FaqPage',
  title: 'FAQ',
  skeleton: 'hero',
  access: 'public',
  firstView: false,
};
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

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/** Everything the build reads, so a cached build is remade when any of it changes. */
function sourceHash(): string {
  const h = createHash('sha256');
  for (const dir of ['mf-marketing/src', 'shared/src', 'tools/webpack', 'tools/stack', 'e2e/fixtures/faq-page']) {
    for (const file of filesUnder(join(repoRoot, dir)).sort()) h.update(file).update(readFileSync(file));
  }
  for (const file of ['mf-marketing/webpack.config.mjs', 'mf-marketing/package.json', 'shared/package.json', 'package-lock.json'])
    h.update(readFileSync(join(repoRoot, file)));
  return h.update(JSON.stringify(FAQ)).update(marketingWithFaq.toString()).digest('hex').slice(0, 16);
}

/** A real production build of mf-marketing with /faq under e2e/.tmp/ (gitignored), kept while its sources are unchanged. */
async function buildWithFaq(): Promise<string> {
  const tmp = join(repoRoot, 'e2e', '.tmp');
  const work = join(tmp, `faq-${sourceHash()}`);
  const out = join(work, 'mf-marketing', 'dist');
  if (existsSync(join(out, 'mf-manifest.json'))) return out;
  if (existsSync(tmp))
    for (const old of readdirSync(tmp).filter((d) => d.startsWith('faq-'))) rmSync(join(tmp, old), { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const pkg = marketingWithFaq(work);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(join(repoRoot, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
      cwd: pkg,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (b) => (err += String(b)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the /faq build failed (${code}): ${err}`))));
  });
  return out;
}

/** A gate a route waits on until the test opens it. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

test('a remote deploys a new page alone: /faq is routed, titled, skeletoned, preloaded, accessible; removing it gives the 404', async ({
  page,
  request,
}) => {
  test.setTimeout(900_000); // a real webpack build on a loaded 2-core machine (cached between runs)
  const withFaq = await buildWithFaq();
  // The marketing server of this test, serving a folder swapped in one rename, as docs/deploying.md says.
  const port = 3111 + PORT_SHIFT;
  const base = mkdtempSync(join(tmpdir(), 'harborview-pages-'));
  const live = join(base, 'live');
  cpSync(join(repoRoot, 'mf-marketing', 'dist'), live, { recursive: true });
  const server = serveBuilt('mf-marketing', port, live);
  const deploy = (dist: string, name: string) => {
    cpSync(dist, join(base, name), { recursive: true });
    renameSync(live, join(base, `before-${name}`));
    renameSync(join(base, name), live);
  };
  try {
    await waitForUrl(`http://127.0.0.1:${port}/mf-manifest.json`);
    // The page talks to marketing's configured origin as always (so its CSP applies unchanged);
    // the browser's requests to it are answered by this test's server.
    // (A promoted release's folder, releases/<id>/, is this same served folder here.)
    await page.route(`${urls.marketing}/**`, (route) => {
      const { pathname, search } = new URL(route.request().url());
      return route.continue({ url: `http://127.0.0.1:${port}${pathname.replace(/^\/releases\/[^/]+/, '')}${search}` });
    });
    await closeOffersForToday(page);
    const violations = await recordViolations(page);
    const shellBefore = await (await request.get(`${urls.shell}/`)).text();

    deploy(withFaq, 'with-faq');

    // main.js learns the page from the new manifest and starts its code before the shell's
    // bootstrap (React) has even arrived: held here until the page's own chunk was asked for.
    const bootstrap = gate();
    const faqChunk = gate();
    await page.route(/\/bootstrap\.[0-9a-f]+\.js$/, async (route) => {
      await bootstrap.opened;
      await route.fallback();
    });
    await page.route(/__federation_expose_FaqPage\.[0-9a-f]+\.js$/, async (route) => {
      await faqChunk.opened;
      await route.fallback();
    });
    const preloaded = page.waitForRequest(/__federation_expose_FaqPage\.[0-9a-f]+\.js$/);
    await page.goto('/faq', { waitUntil: 'commit' });
    await preloaded;
    bootstrap.open();
    // While the page's code loads, the app shows the skeleton the table names (under the frame).
    await expect(page.locator('#root main [aria-busy="true"][data-skeleton="hero"]')).toHaveCount(1);
    faqChunk.open();

    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page).toHaveTitle('FAQ · Harborview Hotel');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const { violations: axe } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(axe.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(await violations()).toEqual([]);

    // The remote again without the page: the next load of /faq is the shell's 404.
    await page.unroute(/\/bootstrap\.[0-9a-f]+\.js$/);
    deploy(join(repoRoot, 'mf-marketing', 'dist'), 'without-faq');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Harborview Hotel');

    // Neither deploy touched the shell.
    expect(await (await request.get(`${urls.shell}/`)).text()).toBe(shellBefore);
  } finally {
    await stop(server);
    rmSync(base, { recursive: true, force: true });
  }
});
