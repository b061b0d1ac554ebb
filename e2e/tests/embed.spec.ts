// The partner embed (mf-catalog/README.md, "Partner embed"; docs/architecture.md §7) on the partner
// demo page (e2e/partner-site): a plain page on its own origin, with hostile global CSS and a strict
// Content-Security-Policy made of exactly the entries the README tells partners to add.
import { expect, test, type Page } from '@playwright/test';
import { formatPrice, nightsBetween, stayTotal, type Stay } from '@hotel/shared/domain';
import { roomPath, stayQuery } from '@hotel/shared/routes';
import { PORT_SHIFT, hotelDay, partnerPageOn, serveBuilt, stop, urls, waitForUrl } from './support/stack';

interface Seen {
  type: string;
  target: string;
  detail: Record<string, unknown>;
}
type Room = { _id: string; name: string; price: number; discountPrice?: number | null };

const REACT_CORE = /\.useSyncExternalStore=function\(/;
const REACT_DOM_CLIENT = /\.hydrateRoot=function\(/;

/** Records every harborview:* event that reaches the document, with the id of the element it came from. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __hv: Seen[] };
    w.__hv = [];
    for (const type of ['harborview:ready', 'harborview:room-select', 'harborview:error']) {
      document.addEventListener(type, (e) => {
        const el = e.composedPath()[0] as HTMLElement;
        w.__hv.push({ type, target: el.id || el.getAttribute('data-testid') || el.tagName, detail: (e as CustomEvent).detail });
      });
    }
  });
}
const events = (page: Page, type: string, target?: string) =>
  page.evaluate(
    ([t, id]) => (window as unknown as { __hv: Seen[] }).__hv.filter((e) => e.type === t && (!id || e.target === id)),
    [type, target] as const,
  );

async function apiRooms(query = ''): Promise<Room[]> {
  return (await (await fetch(`${urls.api}/rooms${query}`)).json()) as Room[];
}

/** Watches the requests a page makes. */
function requests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => seen.push(r.url()));
  return seen;
}

test.beforeEach(async ({ page }) => {
  await recordEvents(page);
});

test('the rooms render on the partner origin, with the presets, linking to the main site', async ({ page }) => {
  const expected = await apiRooms('?minPrice=100&maxPrice=300');
  expect(expected.length).toBeGreaterThan(2);
  await page.goto(`${urls.partner}/`);
  const embed = page.locator('#rooms');
  await expect(embed.getByRole('article')).toHaveCount(expected.length);
  await expect.poll(() => events(page, 'harborview:ready', 'rooms')).toEqual([{ type: 'harborview:ready', target: 'rooms', detail: { count: expected.length } }]);

  await expect(embed.getByLabel('Min price ($)')).toHaveValue('100');
  await expect(embed.getByLabel('Max price ($)')).toHaveValue('300');
  const first = embed.getByRole('article', { name: expected[0]!.name });
  await expect(first.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `${urls.shell}/room-details/${expected[0]!._id}`);
  await expect(first.getByRole('link', { name: 'View Details' })).not.toHaveAttribute('target', /.*/);
  // The image really loads from the API's origin under the page's CSP.
  await expect.poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The list lives in an open shadow root; the light DOM of the partner's element stays empty.
  expect(await embed.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
  expect(await embed.evaluate((el) => el.children.length)).toBe(0);

  // The guest can change the filter inside the embed.
  await embed.getByLabel('Max price ($)').fill('150');
  await embed.getByRole('button', { name: 'Apply' }).click();
  const cheaper = await apiRooms('?minPrice=100&maxPrice=150');
  await expect(embed.getByRole('article')).toHaveCount(cheaper.length);
});

test('a stay preset without data-api or data-site: the API and the main site come from the catalog, the cards show the stay and links carry it', async ({ page }) => {
  // Nights no other spec books (they book within 250 days), so the list holds while another worker books.
  const stay: Stay = { checkIn: hotelDay(310), checkOut: hotelDay(313), guests: 2 };
  const free = await apiRooms(stayQuery(stay));
  expect(free.length).toBeGreaterThan(0);
  const seen = requests(page);
  await page.goto(`${urls.partner}/`);
  // The partner's snippet: the element with the stay preset, nothing else.
  await page.evaluate((s) => {
    const el = document.createElement('div');
    el.id = 'stay';
    Object.assign(el.dataset, { harborviewRooms: '', checkIn: s.checkIn, checkOut: s.checkOut, guests: String(s.guests) });
    document.getElementById('more')!.append(el);
  }, stay);
  const embed = page.locator('#stay');
  await expect(embed.getByRole('article')).toHaveCount(free.length);
  await expect(embed.getByLabel('Check-in')).toHaveValue(stay.checkIn);
  await expect(embed.getByLabel('Check-out')).toHaveValue(stay.checkOut);
  await expect(embed.getByLabel('Guests')).toHaveValue('2');
  const room = free[0]!;
  const card = embed.getByRole('article', { name: room.name });
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  await expect(card.getByText(`${nights} nights · ${formatPrice(stayTotal(room, stay.guests, nights))} total`)).toBeVisible();
  await expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `${urls.shell}${roomPath(room._id, stay)}`);
  expect(seen).toContain(`${urls.catalog}/config.json`);
  expect(seen.some((u) => u.startsWith(`${urls.api}/rooms?`) && u.includes(`checkIn=${stay.checkIn}`))).toBe(true);

  // The link opens the room on the main site with the stay.
  await card.getByRole('link', { name: 'View Details' }).click();
  await page.waitForURL(`${urls.shell}${roomPath(room._id, stay)}`);
  await expect(page.getByRole('heading', { level: 1, name: room.name })).toBeVisible();
});

test("nothing of the partner's CSS reaches inside, and nothing of ours leaks out", async ({ page }) => {
  await page.goto(`${urls.partner}/`);
  const embed = page.locator('#rooms');
  const card = embed.getByRole('article').first();
  await expect(card).toBeVisible();

  const inside = await card.evaluate((article) => {
    const cs = (el: Element | null) => getComputedStyle(el!);
    const title = cs(article.querySelector('h3'));
    const cta = [...article.querySelectorAll('a')].find((a) => a.textContent === 'View Details')!;
    return {
      titleFont: title.fontFamily,
      titleColor: title.color,
      titleSize: title.fontSize,
      titleStyle: title.fontStyle,
      letterSpacing: title.letterSpacing,
      textTransform: title.textTransform,
      ctaBackground: cs(cta).backgroundColor,
      ctaColor: cs(cta).color,
      imgFilter: cs(article.querySelector('img')).filter,
      imgBorder: cs(article.querySelector('img')).borderTopStyle,
      articlePadding: cs(article).paddingTop,
    };
  });
  // partner.css: * {all: revert}, div {color: red !important}, a {color: lime !important}, odd fonts,
  // uppercase, letter-spacing, grayscale dashed images, h3 34px italic, its own --hv-color-primary.
  expect(inside.titleFont).not.toMatch(/Comic Sans|Papyrus|fantasy/);
  expect(inside.titleFont).toMatch(/system-ui/);
  expect(inside.titleColor).toBe('rgb(17, 24, 39)'); // our text colour
  expect(inside.titleSize).toBe('18px');
  expect(inside.titleStyle).toBe('normal');
  expect(inside.letterSpacing).toBe('normal');
  expect(inside.textTransform).toBe('none');
  expect(inside.ctaBackground).toBe('rgb(29, 78, 216)'); // our primary, not the partner's #ff00ff
  expect(inside.ctaColor).toBe('rgb(255, 255, 255)');
  expect(inside.imgFilter).toBe('none');
  expect(inside.imgBorder).toBe('none');
  expect(inside.articlePadding).toBe('0px');

  const outside = await page.evaluate(() => {
    const cs = (sel: string) => getComputedStyle(document.querySelector(sel)!);
    return {
      headingFont: cs('.partner-heading').fontFamily,
      headingSize: cs('.partner-heading').fontSize,
      headingStyle: cs('.partner-heading').fontStyle,
      buttonBackground: cs('#theme-toggle').backgroundColor,
      hostColor: cs('#rooms').color,
      bodyTransform: cs('body').textTransform,
      rootTokens: getComputedStyle(document.documentElement).getPropertyValue('--hv-color-bg'),
      sheets: [...document.styleSheets].map((s) => s.href ?? 'inline'),
      headStyles: document.head.querySelectorAll('style').length,
    };
  });
  expect(outside.headingFont).toMatch(/Comic Sans/);
  expect(outside.headingSize).toBe('34px');
  expect(outside.headingStyle).toBe('italic');
  expect(outside.buttonBackground).toBe('rgb(255, 255, 0)');
  expect(outside.hostColor).toBe('rgb(255, 0, 0)');
  expect(outside.bodyTransform).toBe('uppercase');
  expect(outside.rootTokens).toBe(''); // our design tokens stay inside the shadow root
  expect(outside.sheets).toEqual([`${urls.partner}/partner.css`]);
  expect(outside.headStyles).toBe(0);

  // Theming only through the documented properties: data-theme="dark" and --harborview-accent.
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect.poll(() => card.locator('h3').evaluate((h) => getComputedStyle(h).color)).toBe('rgb(229, 231, 235)');
  await page.locator('#rooms').evaluate((el) => el.style.setProperty('--harborview-accent', 'rgb(15, 118, 110)'));
  await expect
    .poll(() => card.getByRole('link', { name: 'View Details' }).evaluate((a) => getComputedStyle(a).backgroundColor))
    .toBe('rgb(15, 118, 110)');
});

test('room-select fires with its payload; preventDefault keeps the page, otherwise the link opens the room on the main site', async ({ page }) => {
  const [room] = await apiRooms('?minPrice=100&maxPrice=300');
  await page.goto(`${urls.partner}/`);
  const card = page.locator('#rooms').getByRole('article', { name: room!.name });
  await page.evaluate(() => {
    document.addEventListener('harborview:room-select', (e) => e.preventDefault(), { once: true });
  });
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect
    .poll(() => events(page, 'harborview:room-select', 'rooms'))
    .toEqual([{ type: 'harborview:room-select', target: 'rooms', detail: { roomId: room!._id, name: room!.name, url: `${urls.shell}/room-details/${room!._id}` } }]);
  // Cancelled: still on the partner's page, and the event log shows the payload to the guest.
  expect(page.url()).toBe(`${urls.partner}/`);
  await expect(page.locator('#event-log')).toContainText(`"roomId":"${room!._id}"`);

  // Not cancelled: the same tab goes to the room on the main site.
  await card.getByRole('link', { name: room!.name }).click();
  await page.waitForURL(`${urls.shell}/room-details/${room!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: room!.name })).toBeVisible();
  await expect(page).toHaveTitle(`${room!.name} · Harborview Hotel`);
});

test('an element added after load gets mounted (data-target="_blank" opens rooms in a new tab)', async ({ page }) => {
  await page.goto(`${urls.partner}/`);
  await expect(page.locator('#rooms').getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add another list' }).click();
  const later = page.locator('#more [data-harborview-rooms]');
  const cheap = await apiRooms('?maxPrice=150');
  await expect(later.getByRole('article')).toHaveCount(cheap.length);
  await expect(later.getByRole('link', { name: 'View Details' }).first()).toHaveAttribute('target', '_blank');

  // Commands pushed after load run at once (window.harborview is live).
  await page.evaluate(() => {
    (window as unknown as { harborview: unknown[] }).harborview.push(['setOptions', '#rooms', { maxPrice: 150 }]);
  });
  await expect(page.locator('#rooms').getByRole('article')).toHaveCount((await apiRooms('?minPrice=100&maxPrice=150')).length);
});

test('including the script twice mounts once; commands queued before it loaded run', async ({ page }) => {
  const seen = requests(page);
  await page.goto(`${urls.partner}/twice.html`);
  expect(await page.locator('script[src$="/embed.js"]').count()).toBe(2);
  const all = await apiRooms();
  await expect(page.locator('#rooms').getByRole('article')).toHaveCount(all.length);
  // The queued ['mount', '#queued', {maxPrice: 150, filter: false, target: '_blank'}].
  const queued = page.locator('#queued');
  await expect(queued.getByRole('article')).toHaveCount((await apiRooms('?maxPrice=150')).length);
  await expect(queued.getByLabel('Max price ($)')).toHaveCount(0);
  await expect(queued.getByRole('link', { name: 'View Details' }).first()).toHaveAttribute('target', '_blank');

  expect(await page.locator('#rooms').evaluate((el) => el.shadowRoot!.querySelectorAll('[part="root"]').length)).toBe(1);
  await expect.poll(() => events(page, 'harborview:ready')).toHaveLength(2);
  expect(seen.filter((u) => u.endsWith('/remoteEntry.js'))).toHaveLength(1);
  expect(seen.filter((u) => u.startsWith(`${urls.api}/rooms`))).toHaveLength(2);
});

test("the embed keeps working with the shell's server stopped", async ({ page }) => {
  // A main site of this test's own, so stopping it touches nothing else of the run.
  const port = 3190 + PORT_SHIFT;
  const site = `http://127.0.0.1:${port}`;
  const shell = serveBuilt('shell', port);
  const seen = requests(page);
  const addList = () =>
    page.evaluate((s) => {
      const el = document.createElement('div');
      el.id = 'own-site';
      el.dataset.harborviewRooms = '';
      // data-site alone overrides the catalog's config.json; the API still comes from it.
      el.dataset.site = s;
      document.getElementById('more')!.append(el);
    }, site);
  const rooms = await apiRooms();
  try {
    await waitForUrl(`${site}/index.html`);
    await page.goto(`${urls.partner}/`);
    await addList();
    await expect(page.locator('#own-site').getByRole('article')).toHaveCount(rooms.length);
  } finally {
    await stop(shell);
  }
  await expect.poll(() => fetch(site).then(() => 'up', () => 'down')).toBe('down');

  await page.reload();
  await addList();
  const list = page.locator('#own-site');
  await expect(list.getByRole('article')).toHaveCount(rooms.length);
  await expect(list.getByRole('link', { name: 'View Details' }).first()).toHaveAttribute('href', `${site}/room-details/${rooms[0]!._id}`);
  // Nothing of the embed comes from a main site: only the catalog, the API and the partner itself.
  expect(seen.filter((u) => u.startsWith(site) || u.startsWith(urls.shell))).toEqual([]);
});

test('an origin that is not configured reads the rooms (public reads answer any origin) but no token route; a failed load shows the error state and emits harborview:error', async ({ page }) => {
  const unlisted = `http://127.0.0.1:${5099 + PORT_SHIFT}`;
  const read = await fetch(`${urls.api}/rooms`, { headers: { Origin: unlisted } });
  expect(read.headers.get('access-control-allow-origin')).toBe('*');
  expect(read.headers.get('access-control-allow-credentials')).toBeNull();
  const preflight = (origin: string) =>
    fetch(`${urls.api}/bookings`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
  // No partner page is on the token routes' list: a partner books through our own booking frame.
  expect((await preflight(urls.partner)).headers.get('access-control-allow-origin')).toBeNull();
  expect((await preflight(unlisted)).headers.get('access-control-allow-origin')).toBeNull();

  // The demo page, served from an origin that is no partner's (the demo partner lists :5050 only).
  const copy = await partnerPageOn(5099 + PORT_SHIFT);
  try {
    const expected = await apiRooms('?minPrice=100&maxPrice=300');
    await page.goto(`${unlisted}/`);
    const embed = page.locator('#rooms');
    await expect(embed.getByRole('article')).toHaveCount(expected.length);
    await expect.poll(() => events(page, 'harborview:ready', 'rooms')).toEqual([{ type: 'harborview:ready', target: 'rooms', detail: { count: expected.length } }]);

    // The API unreachable from this page: the error state, then Try again once it answers.
    await page.route(`${urls.api}/rooms**`, (route) => route.abort());
    await page.reload();
    await expect(embed.getByRole('alert')).toContainText('Failed to fetch rooms');
    await expect
      .poll(() => events(page, 'harborview:error', 'rooms'))
      .toEqual([{ type: 'harborview:error', target: 'rooms', detail: { message: 'Network Error' } }]);
    expect(await events(page, 'harborview:ready')).toEqual([]);
    await page.unroute(`${urls.api}/rooms**`);
    await embed.getByRole('button', { name: 'Try again' }).click();
    await expect(embed.getByRole('article')).toHaveCount(expected.length);
  } finally {
    await copy.close();
  }
});

test('a Module Federation host mounts catalog/embed with one React, and embed.js reuses its runtime', async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && !scripts.has(res.url())) scripts.set(res.url(), res.text().catch(() => ''));
  });
  // The shell is a federation host (React shared as a singleton).
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Discover Your Perfect Stay' })).toBeVisible();
  const rooms = await apiRooms();

  // The federated contract: loadRemote('catalog/embed') → mount(element, options) → unmount.
  await page.evaluate(
    async ({ api, site }) => {
      type Mount = (el: HTMLElement, o: { api: string; site: string }) => () => void;
      const fed = (window as unknown as { __FEDERATION__: { __INSTANCES__: { loadRemote: (id: string) => Promise<{ mount: Mount }> }[] } }).__FEDERATION__;
      const { mount } = await fed.__INSTANCES__[0]!.loadRemote('catalog/embed');
      const el = document.createElement('div');
      el.id = 'federated';
      document.querySelector('main')!.prepend(el);
      mount(el, { api, site });
    },
    { api: urls.api, site: urls.shell },
  );
  await expect(page.locator('#federated').getByRole('article')).toHaveCount(rooms.length);
  await expect.poll(() => events(page, 'harborview:ready', 'federated')).toEqual([{ type: 'harborview:ready', target: 'federated', detail: { count: rooms.length } }]);

  // The script-tag loader on the same page uses the host's runtime, not one of its own.
  await page.evaluate(
    ({ catalog, api, site }) => {
      const el = document.createElement('div');
      el.id = 'scripted';
      Object.assign(el.dataset, { harborviewRooms: '', api, site });
      document.querySelector('main')!.prepend(el);
      const s = document.createElement('script');
      s.src = `${catalog}/embed.js`;
      document.head.append(s);
    },
    { catalog: urls.catalog, api: urls.api, site: urls.shell },
  );
  await expect(page.locator('#scripted').getByRole('article')).toHaveCount(rooms.length);

  const urlsLoaded = [...scripts.keys()];
  expect(urlsLoaded.filter((u) => u.endsWith('/mf-runtime-core.js'))).toEqual([]);
  const bodies = await Promise.all(scripts.values());
  expect(bodies.filter((s) => REACT_CORE.test(s))).toHaveLength(1);
  expect(bodies.filter((s) => REACT_DOM_CLIENT.test(s))).toHaveLength(1);
});
