// The layout-shift outlier of / (issue 40): one Lighthouse run in three shifted 0.925. It was the
// special-offers pop-up opening on "Loading special offers..." whenever GET /rooms answered after
// its 2 s, then growing to its list, which moved the whole screen. / is loaded many times as a first
// visit, with the prerendered first view and the pop-up, on a CPU slowed down from 1× to 6× and with
// the rooms' answer held until the page is 2.5 s old in every other load (so the pop-up's 2 s and
// the answer cross both ways); every load must be free of any shift over 0.05.
import { expect, test, type Browser } from '@playwright/test';
import { urls } from './support/stack';

/** Lighthouse's phone screen. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const LOADS = 12;
const CPU_SLOWDOWNS = [1, 2, 4, 6];

interface Shift {
  value: number;
  atMs: number;
  sources: string[];
}

/** One first visit of /: the layout shifts (none after an input) until the pop-up shows its offers. */
async function loadHome(browser: Browser, slowdown: number, lateRooms: boolean): Promise<{ shifts: Shift[]; picture: boolean }> {
  const context = await browser.newContext({ ...PHONE, baseURL: urls.shell });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { hvShifts: Shift[]; hvPicture?: boolean };
      w.hvShifts = [];
      type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Entry[])
          if (!e.hadRecentInput)
            w.hvShifts.push({
              value: e.value,
              atMs: Math.round(e.startTime),
              sources: (e.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName} ${s.node.className}` : String(s.node?.nodeName))),
            });
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => (w.hvPicture = document.getElementById('first-view') !== null));
    });
    if (lateRooms)
      // A slow API: the rooms answer once the page is 2.5 s old (the page's own clock, not a sleep here).
      await page.route(`${urls.api}/rooms`, async (route) => {
        await page.waitForFunction(() => performance.now() > 2500, null, { polling: 100 }).catch(() => undefined);
        await route.continue().catch(() => undefined);
      });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto('/');
    // What a person sees: the live page (the picture handed over) and the pop-up with its offers.
    const offers = page.getByRole('dialog', { name: 'Special Offers' });
    await expect(offers.getByRole('button', { name: 'Browse All Rooms' })).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('#first-view')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeAttached();
    // The shifts reported up to the next two frames.
    const shifts = await page.evaluate(
      () =>
        new Promise<Shift[]>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { hvShifts: Shift[] }).hvShifts))),
        ),
    );
    const picture = await page.evaluate(() => (window as unknown as { hvPicture?: boolean }).hvPicture === true);
    return { shifts, picture };
  } finally {
    await context.close();
  }
}

test(`/ loaded ${LOADS} times with the first view and the offers pop-up: no layout shift over 0.05`, async ({ browser }) => {
  test.setTimeout(LOADS * 60_000);
  for (let i = 0; i < LOADS; i++) {
    const slowdown = CPU_SLOWDOWNS[i % CPU_SLOWDOWNS.length]!;
    const lateRooms = Math.floor(i / CPU_SLOWDOWNS.length) % 2 === 1;
    const { shifts, picture } = await loadHome(browser, slowdown, lateRooms);
    const load = `load ${i + 1} (CPU ${slowdown}×, rooms ${lateRooms ? 'after' : 'before'} the pop-up's 2 s)`;
    expect(picture, `${load}: the prerendered first view was served`).toBe(true);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(total, `${load}: layout shifts ${JSON.stringify(shifts)}`).toBeLessThan(0.05);
  }
});
