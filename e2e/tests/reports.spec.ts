// The manager's reports (issue 42, docs/product.md "Reports") in the composed site: staff open
// /hotel/reports from the front desk's navigation, choose a range by week, and each chart's bars
// (their data-period and data-value) say what the table's cells say for the same period and
// figure; "Download CSV" saves the same periods and revenue; at 375 px the page does not scroll
// sideways (the table scrolls in its own region).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { FRONT_DESK_HOME } from '@hotel/shared/front-desk/routes';
import { createStaff, dayFromToday, logIn, startEachTestAsANewVisitor } from './support/guest';

startEachTestAsANewVisitor();

/** The table's cells by period and figure: { '2026-W48': { occupancy: '12.5%', … } }. */
async function tableCells(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.locator('table tbody tr').evaluateAll((rows) =>
    Object.fromEntries(
      rows.map((tr) => [
        tr.getAttribute('data-period'),
        Object.fromEntries([...tr.querySelectorAll('td')].map((td) => [td.getAttribute('data-figure'), td.textContent])),
      ]),
    ),
  );
}

test("staff read a report: each chart's bars agree with the table, and the CSV holds the same periods", async ({ page }, testInfo) => {
  const staff = await createStaff('reports', 'Rhea Ports');
  await logIn(page, staff);
  await page.goto(FRONT_DESK_HOME);
  await page.getByRole('navigation', { name: 'Front desk' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  // Six weeks around today: the seed's stays fall in them.
  const from = dayFromToday(-21);
  const to = dayFromToday(20);
  await page.getByLabel('From').fill(from);
  await page.getByLabel('To').fill(to);
  await page.getByLabel('Group by').selectOption('week');
  const table = page.getByRole('table', { name: `By night stayed, by week, ${from} to ${to}` });
  await expect(table).toBeVisible();

  const cells = await tableCells(page);
  const periods = Object.keys(cells);
  expect(periods.length).toBeGreaterThanOrEqual(6);
  expect(periods.every((p) => /^\d{4}-W\d{2}$/.test(p))).toBe(true);
  expect(Object.values(cells).some((c) => c.roomsSold !== '0')).toBe(true);

  const charts = page.locator('figure[data-figure]');
  await expect(charts).toHaveCount(4);
  for (const chart of await charts.all()) {
    const figure = (await chart.getAttribute('data-figure'))!;
    // Named for assistive technology by its title, pointing at the table.
    await expect(chart.getByRole('img', { name: await chart.locator('figcaption').innerText(), exact: true })).toHaveAttribute(
      'aria-describedby',
      'report-table-note',
    );
    const bars = await chart.locator('[data-period]').evaluateAll((els) => els.map((b) => [b.getAttribute('data-period')!, b.getAttribute('data-value')!]));
    expect(bars.map(([p]) => p)).toEqual(periods);
    for (const [period, value] of bars) expect(value, `${figure} of ${period}`).toBe(cells[period!]![figure]);
  }

  // The CSV: a header, then the same periods with the same revenue, to the cent.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`harborview-stay-by-week-${from}-to-${to}.csv`);
  const records = (await readFile((await download.path())!, 'utf8')).split('\r\n').filter(Boolean).map((r) => r.split(','));
  expect(records[0]).toEqual(['Period', 'Rooms available', 'Rooms sold', 'Occupancy', 'ADR', 'RevPAR', 'Room revenue', 'Bookings']);
  expect(records.slice(1).map((r) => r[0])).toEqual(periods);
  for (const r of records.slice(1)) expect(Number(r[6]).toLocaleString('en-US', { style: 'currency', currency: 'USD' })).toBe(cells[r[0]!]!.revenue);

  await page.screenshot({ path: testInfo.outputPath('reports-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator('figure[data-figure] svg').first()).toHaveAttribute('width', /^3\d\d$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('reports-375.png'), fullPage: true });
});
