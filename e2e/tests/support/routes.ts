// Every page of the site, from the remotes' own page tables (docs/architecture.md §3, "Pages"):
// the walks of the accessibility, CSP, title and focus checks cover each page a remote declares,
// without a list of their own. pages.spec.ts checks that the running stack serves these same tables.
import { expect, type Page } from '@playwright/test';
import { documentTitle, fillPath, mergePageTables, NOT_FOUND_TITLE, type PageEntry } from '@hotel/shared/pages';
import { join } from 'node:path';
import { REMOTES } from '../../../tools/stack/parts.cjs';
import { repoRoot, urls } from './stack';

/**
 * Each remote's table as its source declares it (its build publishes it in its manifest), one per
 * row of the parts table: a new remote's pages are walked without a change here. (Loaded with
 * require: Playwright compiles the TypeScript file on the way, and an import cannot be per row.)
 */
export const SOURCE_TABLES: Record<string, readonly PageEntry[]> = Object.fromEntries(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  REMOTES.map((r) => [r.name, (require(join(repoRoot, r.pkg, 'src', 'pages.ts')) as { pages: PageEntry[] }).pages]),
);

export const SITE_PAGES: readonly PageEntry[] = mergePageTables(SOURCE_TABLES).pages;

/** A path no page claims: the shell's 404. */
export const NOT_FOUND_PATH = '/no-such-page';

/** The paths every walk visits: each page's pattern, and the 404. */
export const SITE_ROUTES: readonly string[] = [...SITE_PAGES.map((p) => p.path), NOT_FOUND_PATH];

/** The front desk's pages (access 'staff'): walked signed in as staff too. */
export const STAFF_ROUTES: readonly string[] = SITE_PAGES.filter((p) => p.access === 'staff').map((p) => p.path);

export const pageAt = (pattern: string): PageEntry | undefined => SITE_PAGES.find((p) => p.path === pattern);

/**
 * A concrete path for a pattern: a parameter takes the first item of the page's `firstView.each`
 * list from the API. A page with a parameter and no such list fails the walk loudly.
 */
export async function concretePath(pattern: string, pages: readonly PageEntry[] = SITE_PAGES): Promise<string> {
  const page = pages.find((p) => p.path === pattern);
  if (!page || !pattern.includes(':')) return pattern;
  // A staff page has no first view; the front desk's one page with a parameter edits a room.
  const each = typeof page.firstView === 'object' ? page.firstView.each : page.access === 'staff' ? '/rooms' : null;
  if (!each) throw new Error(`${pattern}: a parameter but no firstView.each list to take a value from`);
  const [first] = (await (await fetch(`${urls.api}${each}`)).json()) as { _id: string }[];
  const name = /:([A-Za-z][A-Za-z0-9_]*)/.exec(pattern)![1]!;
  return fillPath(pattern, { [name]: first!._id });
}

/** The document title a pattern's page sets (the 404's for an unclaimed path). */
export const titleOf = (pattern: string, pages: readonly PageEntry[] = SITE_PAGES): string =>
  documentTitle(pages.find((p) => p.path === pattern)?.title ?? NOT_FOUND_TITLE);

/**
 * Opens `path` and waits until its content is in, as the first view's rule has it: a level-1
 * heading in the main region, the footer, and no loading placeholder left.
 */
export async function openRoute(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
