import { expect, test } from '@playwright/test';
import type { Beacon, RemoteLoads } from '@hotel/shared/config/beacon';
import { ROUTES } from '@hotel/shared/routes';
import { createStaff, logIn } from './support/guest';
import { closeOffersForToday, urls } from './support/stack';

// The load beacon (issue 41): a visitor's page reports its remote loads to POST /beacon after its
// content, and LCP as it is left; the front desk's read counts them. Other workers browse too, so
// the counts are compared as "grew by at least what this page sent".
test("a visit to /rooms is reported by sendBeacon and counted in the staff read, with the page's LCP", async ({ page, browser }) => {
  const desk = await browser.newContext();
  const token = await logIn(await desk.newPage(), await createStaff('beacon-desk', 'Bea Con'));
  const since = new Date(Date.now() - 60_000).toISOString();
  const read = async (): Promise<RemoteLoads> => {
    const res = await fetch(`${urls.api}/hotel/remote-loads?since=${encodeURIComponent(since)}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return (await res.json()) as RemoteLoads;
  };
  const loaded = (r: RemoteLoads, remote: string, release: string) =>
    r.buckets.filter((b) => b.remote === remote && b.release === release && b.outcome === 'loaded').reduce((n, b) => n + b.count, 0);
  const beacons: Beacon[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url() === `${urls.api}/beacon`) {
      expect(req.headers()['content-type']).toMatch(/^text\/plain/);
      beacons.push(JSON.parse(req.postData()!) as Beacon);
    }
  });
  await closeOffersForToday(page);
  const before = await read();

  const [room] = (await (await fetch(`${urls.api}/rooms`)).json()) as Array<{ name: string }>;
  await page.goto(ROUTES.rooms);
  await expect(page.getByRole('heading', { name: room!.name, exact: true })).toBeVisible();
  // After the content: the rooms page's load, rendered, with the release this page chose.
  await expect.poll(() => beacons.flatMap((b) => b.loads).find((l) => l.remote === 'catalog' && l.rendered)).toMatchObject({ outcome: 'loaded', phase: 'factory' });
  const catalog = beacons.flatMap((b) => b.loads).find((l) => l.remote === 'catalog')!;
  expect(catalog.release).toMatch(/^(unreleased|\d+\.\d+\.\d+.*-[0-9a-f]{8})$/);
  const sent = beacons.flatMap((b) => b.loads).filter((l) => l.remote === 'catalog' && l.outcome === 'loaded').length;
  await expect.poll(async () => loaded(await read(), 'catalog', catalog.release) - loaded(before, 'catalog', catalog.release)).toBeGreaterThanOrEqual(sent);

  // Leaving the page sends its LCP with the releases that drew it; the read gives that release's p75.
  await page.goto('about:blank');
  await expect.poll(() => beacons.flatMap((b) => b.vitals ?? []).find((v) => v.name === 'LCP')?.releases.catalog).toBe(catalog.release);
  await expect.poll(async () => (await read()).vitals.find((v) => v.remote === 'catalog' && v.release === catalog.release && v.name === 'LCP')?.n ?? 0).toBeGreaterThanOrEqual(1);
  await desk.close();
});
