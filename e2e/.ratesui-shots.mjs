// Throwaway (not committed): screenshots of the rates UI against a running stack at HV_PORT_SHIFT=1300.
import { chromium } from 'playwright-core';
const shift = 1300;
const shell = `http://127.0.0.1:${3000 + shift}`;
const apiBase = `http://127.0.0.1:${4000 + shift}`;
const [roomId, staffToken, guestToken, month, today] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const width of [375, 1280]) {
  for (const [name, path, token, prep] of [
    ['room', `/room-details/${roomId}?checkIn=${month}&checkOut=${month}&guests=1`, guestToken, 'pick'],
    ['rates', `/hotel/rooms/${roomId}/rates`, staffToken, null],
  ]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    await ctx.addInitScript(([d]) => { localStorage.setItem('harborview-offers-shown', d); }, [today]);
    const page = await ctx.newPage();
    await page.goto(shell + '/login');
    await page.getByLabel('Email').fill('frontdesk@harborview.test');
    await page.getByLabel('Password', { exact: true }).fill('Frontdesk1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(shell + '/');
    await page.goto(shell + path);
    if (name === 'room') {
      const panel = page.getByRole('region', { name: 'Book this room' });
      await panel.scrollIntoViewIfNeeded();
      await panel.getByLabel('Check-in', { exact: true }).fill(month);
      await page.getByRole('grid').waitFor();
      const d = Number(month.slice(8));
      await panel.getByRole('grid').getByRole('button', { name: new RegExp(`^${d}, `) }).click();
      await panel.screenshot({ path: `/tmp/ratesui-shots/${name}-${width}.png` });
    } else {
      await page.getByRole('heading', { level: 1, name: /^Rates:/ }).waitFor({ timeout: 30000 }).catch(async (e) => { await page.screenshot({ path: `/tmp/ratesui-shots/fail-${width}.png` }); console.log(page.url(), await page.locator('main').innerText()); throw e; });
      await page.getByRole('button', { name: 'Next month' }).click();
      await page.getByRole('button', { name: 'Next month' }).click();
      await page.screenshot({ path: `/tmp/ratesui-shots/${name}-${width}.png`, fullPage: true });
    }
    await ctx.close();
  }
}
await browser.close();
