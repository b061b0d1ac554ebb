// What every remote's standalone harness needs before a spec drives it (docs/architecture.md §3).
import type { Page } from '@playwright/test';
import { urls } from './stack';

/**
 * The harness served at `origin` handed this run's runtime
 * config: it ships the default-port config.json, but this run's ports are shifted, so it gets the
 * shell's (staged, shifted) one instead. Same shape, same file name.
 */
export async function prepareHarness(page: Page, origin: string): Promise<void> {
  await page.route(`${origin}/config.json`, async (route) => {
    const config = await (await fetch(`${urls.shell}/config.json`)).json();
    await route.fulfill({ json: { ...config, siteUrl: origin }, headers: { 'cache-control': 'no-cache' } });
  });
}
