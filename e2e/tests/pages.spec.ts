// Pages belong to their remotes (docs/architecture.md §3, "Pages"; docs/deploying.md): the running
// site serves the page tables the remotes declare, and a team adds a page by deploying its remote
// alone. mf-marketing is rebuilt with a new page, /faq, added by the README's recipe (the feature
// folder e2e/fixtures/faq-page as src/features/faq, one entry in src/pages.ts, nothing else), and
// swapped in while the shell runs: /faq opens with its
// table's title and skeleton, its code is preloaded by main.js, it passes axe and the CSP check.
// Deploying the build without the page again gives the 404. The shell is neither rebuilt nor restarted.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pagesInManifest } from '@hotel/shared/pages';
import { buildWithFaq } from './support/builds';
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
