// Booking inside the embed (issue 43; mf-catalog/README.md, "Booking inside the embed";
// docs/architecture.md §7) on the partner demo page: its own origin, hostile CSS and a strict CSP
// whose one addition is `frame-src` for our site. harborview('open') lays our own site's
// /partner/book over the page in an iframe; the guest registers and books there, and the page hears
// each step. The partner's server hears it too: a webhook receiver of this test's own, on loopback.
import { expect, test, type Browser, type FrameLocator, type Page } from '@playwright/test';
import { compactVerify, createRemoteJWKSet } from 'jose';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { createStaff, dayFromToday, freshRoom, logIn, PASSWORD, uniqueEmail, type ApiRoom } from './support/guest';
import { partnerPageOn, PORT_SHIFT, urls } from './support/stack';

interface Seen {
  type: string;
  detail: Record<string, unknown>;
}
const TYPES = ['open', 'close', 'booking-submitted', 'booked', 'error'].map((t) => `harborview:${t}`);

/** Records the overlay's events on the partner's document, in order. */
async function recordEvents(page: Page) {
  await page.addInitScript((types) => {
    const w = window as unknown as { __hv: Seen[] };
    w.__hv = [];
    for (const type of types) document.addEventListener(type, (e) => w.__hv.push({ type, detail: (e as CustomEvent).detail }));
  }, TYPES);
}
const events = (page: Page) => page.evaluate(() => (window as unknown as { __hv: Seen[] }).__hv);

const overlay = (page: Page) => page.locator('harborview-overlay');
const frameOf = (page: Page): FrameLocator => page.frameLocator('harborview-overlay iframe');
const open = (page: Page, options: Record<string, unknown>) =>
  page.evaluate((o) => (window as unknown as { harborview: (c: string, o: unknown) => void }).harborview('open', o), options);

/** Three nights of the room far ahead that nobody holds (other specs book near today). */
function freeStay(room: ApiRoom, from: number) {
  for (let n = from; ; n++) {
    const nights = [0, 1, 2].map((i) => dayFromToday(n + i));
    if (nights.every((d) => !room.bookedDates.includes(d))) return { checkIn: nights[0]!, checkOut: dayFromToday(n + 3), guests: 2 };
  }
}

/** A partner's webhook endpoint: answers 500 to the first delivery, then 200; keeps every delivery. */
async function webhookReceiver(port: number) {
  const deliveries: Array<{ status: number; body: string; signature: string }> = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = deliveries.length === 0 ? 500 : 200;
      deliveries.push({ status, body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['harborview-signature'] ?? '') });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/harborview`,
    deliveries,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** True when `header` is `t=…,v1=<hex HMAC-SHA256 of "<t>.<body>">` under `secret`. */
function signedBy(secret: string, header: string, body: string): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!m) return false;
  const expected = createHmac('sha256', secret).update(`${m[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(m[2]!, 'hex'));
}

type Call = (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>;

/** The front desk's API as a staff member of the test's own (an account at the Auth emulator). */
async function staffApi(browser: Browser): Promise<Call> {
  const context = await browser.newContext();
  const token = await logIn(await context.newPage(), await createStaff('partner-desk', 'Pat Desk'));
  await context.close();
  return async (method, path, body) => {
    const res = await fetch(`${urls.api}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
    return (await res.json()) as Record<string, unknown>;
  };
}

/**
 * The demo page's partner (seeded by every local start), as staff set it up: its webhook pointed at
 * `webhookUrl` (or none), and a fresh webhook secret (an answer shows it only on a create or a rotation).
 */
async function demoPartner(call: Call, webhookUrl: string | null): Promise<{ id: string; secret: string }> {
  const partners = (await call('GET', '/hotel/partners')) as unknown as Array<{ _id: string; allowedOrigins: string[] }>;
  const partner = partners.find((p) => p.allowedOrigins.includes(urls.partner));
  expect(partner, `a partner for ${urls.partner}`).toBeDefined();
  await call('PATCH', `/hotel/partners/${partner!._id}`, { webhookUrl, active: true });
  const rotated = await call('POST', `/hotel/partners/${partner!._id}/rotate-secret`);
  return { id: partner!._id, secret: rotated.webhookSecret as string };
}

/** Inside the overlay: from the room page, signed out, through the login page to registering, and back. */
async function registerInFrame(frame: FrameLocator, name: string) {
  await frame.getByRole('button', { name: 'Book Now' }).click();
  await expect(frame.getByRole('button', { name: 'Log In' })).toBeVisible();
  await frame.getByRole('link', { name: 'Register' }).click();
  await frame.getByLabel('Full name').fill(name);
  await frame.getByLabel('Email').fill(uniqueEmail('partner-guest'));
  await frame.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await frame.getByRole('button', { name: 'Create Account' }).click();
}

test.beforeEach(async ({ page }) => {
  await recordEvents(page);
});

test("a partner's visitor registers and books inside the overlay; the page hears submitted then booked, the receipt verifies, the partner's server gets it once", async ({
  page,
  browser,
}) => {
  const receiver = await webhookReceiver(5098 + PORT_SHIFT);
  const call = await staffApi(browser);
  const partner = await demoPartner(call, receiver.url);
  try {
    const room = await freshRoom({ sleeps: 2 });
    const stay = freeStay(room, 200);
    // The partner hands out a code of the hotel's: 10 % off this room for these nights.
    const promo = `PARTNER${Date.now() % 1_000_000}`;
    await call('POST', '/hotel/promotions', { code: promo, percentOff: 10, stayFrom: stay.checkIn, stayTo: stay.checkOut, roomIds: [room._id] });
    await page.goto(`${urls.partner}/`);
    await expect(page.locator('#rooms').getByRole('article').first()).toBeVisible();

    // Nothing of the booking flow before open: the loader only.
    const loaded: Array<{ url: string; bytes: Promise<number> }> = [];
    page.on('requestfinished', (r) => loaded.push({ url: r.url(), bytes: r.sizes().then((s) => s.responseBodySize + s.responseHeadersSize) }));
    const opened = Date.now();
    await open(page, { roomId: room._id, ...stay, promo });
    const frame = frameOf(page);
    await expect(frame.getByRole('heading', { level: 1, name: room.name })).toBeVisible();
    const panel = frame.getByRole('region', { name: 'Book this room' });
    await expect(panel.getByRole('grid').first()).toBeVisible();
    await expect(panel.getByLabel('Check-in', { exact: true })).toHaveValue(stay.checkIn);
    const toCalendar = Date.now() - opened;
    // The code open() was given is in the panel, and the total is priced with it.
    await expect(panel.getByLabel('Promo code')).toHaveValue(promo);
    // Under the field and under the total: "−$X CODE".
    await expect(panel.getByText(new RegExp(`^−\\$[\\d,.]+ ${promo}$`)).last()).toBeVisible();
    const discounted = Number((await panel.getByText('Total', { exact: true }).locator('..').locator('strong').textContent())!.replace(/[$,]/g, ''));
    const bytes = (await Promise.all(loaded.map((l) => l.bytes))).reduce((a, b) => a + b, 0);
    test.info().annotations.push({ type: 'measured', description: `open → interactive calendar ${toCalendar} ms; ${loaded.length} requests, ${bytes} bytes on the wire` });
    console.log(`[embed-booking] open → interactive calendar: ${toCalendar} ms; ${loaded.length} requests, ${Math.round(bytes / 1024)} KB on the wire`);
    expect(loaded.some((l) => l.url === `${urls.catalog}/embed-overlay.js`)).toBe(true);
    await expect(overlay(page).getByRole('dialog', { name: 'Book at Harborview Hotel' })).toHaveAttribute('aria-modal', 'true');

    await registerInFrame(frame, 'Nora Partner');
    // Back on the room, the stay as it was.
    await expect(panel.getByLabel('Check-in', { exact: true })).toHaveValue(stay.checkIn);
    await expect(panel.getByLabel('Check-out', { exact: true })).toHaveValue(stay.checkOut);
    await expect(panel.getByLabel('Promo code')).toHaveValue(promo);
    await panel.getByRole('button', { name: 'Book Now' }).click();
    await frame.getByRole('dialog', { name: 'Booking Summary' }).getByRole('button', { name: 'Confirm Booking' }).click();

    await expect(frame.getByRole('heading', { name: 'You’re booked' })).toBeVisible();
    const code = (await frame.locator('strong').filter({ hasText: /^HV-/ }).textContent())!;
    await expect.poll(async () => (await events(page)).map((e) => e.type)).toEqual(['harborview:open', 'harborview:booking-submitted', 'harborview:booked']);
    const [, submitted, booked] = await events(page);
    expect(submitted!.detail).toMatchObject({ namespace: 'default', roomId: room._id, ...stay });
    expect(booked!.detail).toMatchObject({ namespace: 'default', confirmationCode: code, roomId: room._id, checkIn: stay.checkIn, checkOut: stay.checkOut, total: discounted, currency: 'USD' });
    const receipt = booked!.detail.receipt as string;
    expect(receipt.split('.')).toHaveLength(3);

    // The receipt verifies against the hotel's published keys, and states this booking for this partner.
    const jwks = createRemoteJWKSet(new URL(`${urls.api}/.well-known/jwks.json`));
    const claims = JSON.parse(new TextDecoder().decode((await compactVerify(receipt, jwks)).payload)) as Record<string, unknown>;
    expect(claims).toMatchObject({ confirmationCode: code, partnerId: partner.id, roomId: room._id, checkIn: stay.checkIn, checkOut: stay.checkOut, total: booked!.detail.total, promo });
    expect(claims.discount).toBeGreaterThan(0);
    // One signature character changed (the second-to-last: every one of its bits is the signature's).
    const was = receipt.at(-2);
    const changed = `${receipt.slice(0, -2)}${was === 'A' ? 'B' : 'A'}${receipt.slice(-1)}`;
    expect(changed).not.toBe(receipt);
    await expect(compactVerify(changed, jwks)).rejects.toThrow();

    // The partner's server: refused once (500), then the same receipt, signed with its secret.
    await expect.poll(() => receiver.deliveries.map((d) => d.status), { timeout: 30_000 }).toEqual([500, 200]);
    const [first, second] = receiver.deliveries;
    expect(second!.body).toBe(first!.body);
    const body = JSON.parse(second!.body) as { type: string; receipt: string; booking?: Record<string, unknown> };
    expect(body.type).toBe('booking.created');
    expect(body.receipt).toBe(receipt);
    expect(body.booking).toMatchObject({ confirmationCode: code, promo, discount: claims.discount });
    expect(signedBy(partner.secret, second!.signature, second!.body)).toBe(true);
    expect(signedBy('another secret', second!.signature, second!.body)).toBe(false);

    // Done closes the overlay; the partner's page is as it was.
    await frame.getByRole('button', { name: 'Done' }).click();
    await expect(overlay(page)).toHaveCount(0);
    expect(page.url()).toBe(`${urls.partner}/`);
    expect(receiver.deliveries.filter((d) => d.status === 200)).toHaveLength(1);
  } finally {
    // The demo partner's other bookings (the next tests) have no receiver to go to.
    await call('PATCH', `/hotel/partners/${partner.id}`, { webhookUrl: null });
    await receiver.close();
  }
});

test('with storage blocked in the frame (a browser that blocks third-party storage), the guest still registers and books', async ({ page }) => {
  // Inside our frame only: localStorage and indexedDB throw, as some browsers and settings do for a
  // third-party frame. Our token and Firebase's session then live in memory.
  await page.addInitScript((site) => {
    if (location.origin !== site) return;
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: blocked });
    Object.defineProperty(window, 'sessionStorage', { get: blocked });
    Object.defineProperty(window, 'indexedDB', { get: blocked });
  }, urls.shell);
  const room = await freshRoom({ sleeps: 2 });
  const stay = freeStay(room, 230);
  await page.goto(`${urls.partner}/`);
  await open(page, { roomId: room._id, ...stay });
  const frame = frameOf(page);
  await expect(frame.getByRole('heading', { level: 1, name: room.name })).toBeVisible();
  expect(await page.frames().find((f) => f.url().startsWith(urls.shell))!.evaluate(() => {
    try {
      return typeof localStorage;
    } catch (e) {
      return (e as Error).name;
    }
  })).toBe('SecurityError');

  await registerInFrame(frame, 'Sol Private');
  const panel = frame.getByRole('region', { name: 'Book this room' });
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await frame.getByRole('dialog', { name: 'Booking Summary' }).getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(frame.getByRole('heading', { name: 'You’re booked' })).toBeVisible();
  await expect.poll(async () => (await events(page)).map((e) => e.type)).toContain('harborview:booked');
});

test("in Spanish (`lang: 'es'`): the overlay's words, the frame at /es/partner/book, and the frame's booking flow speak Spanish", async ({ page }) => {
  const room = await freshRoom({ sleeps: 2 });
  const stay = freeStay(room, 340);
  await page.goto(`${urls.partner}/`);
  await open(page, { roomId: room._id, ...stay, lang: 'es' });
  await expect(overlay(page).getByRole('dialog', { name: 'Reservar en Harborview Hotel' })).toHaveAttribute('lang', 'es');
  await expect(overlay(page).locator('iframe')).toHaveAttribute('src', new RegExp(`^${urls.shell}/es/partner/book\\?roomId=`));
  const frame = frameOf(page);
  await expect(frame.getByRole('heading', { level: 1, name: room.name })).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'es');
  const panel = frame.getByRole('region', { name: 'Reserve esta habitación' });
  await expect(panel.getByLabel('Llegada', { exact: true })).toHaveValue(stay.checkIn);
  await expect(panel.getByText(/^3 noches ×/)).toBeVisible();

  await panel.getByRole('button', { name: 'Reservar ahora' }).click();
  await expect(frame.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await frame.getByRole('link', { name: 'Regístrese' }).click();
  await frame.getByLabel('Nombre completo').fill('Inés Socia');
  await frame.getByLabel('Correo electrónico').fill(uniqueEmail('partner-guest-es'));
  await frame.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await frame.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(panel.getByLabel('Salida', { exact: true })).toHaveValue(stay.checkOut);
  await panel.getByRole('button', { name: 'Reservar ahora' }).click();
  await frame.getByRole('dialog', { name: 'Resumen de la reserva' }).getByRole('button', { name: 'Confirmar reserva' }).click();
  await expect(frame.getByRole('heading', { name: 'Su reserva está hecha' })).toBeVisible();
  await expect(frame.getByText(/^Código de confirmación: HV-/)).toBeVisible();
  await expect(frame.getByText('3 noches', { exact: true })).toBeVisible();
  await frame.getByRole('button', { name: 'Listo' }).click();
  await expect(overlay(page)).toHaveCount(0);
});

test('a euro embed in Spanish: its cards show the estimate and the charge with the rate on hover, and the frame the guest books in keeps euros', async ({ page }) => {
  const room = await freshRoom({ sleeps: 2 });
  const stay = freeStay(room, 350);
  const ESTIMATE = /≈ [\d.]+,\d{2}\s€ · se cobran [\d.]+,\d{2}\sUS\$/;
  await page.goto(`${urls.partner}/`);
  const list = page.locator('#rooms');
  await expect(list.getByRole('article').first()).toBeVisible();
  // The partner's attributes (README "Attributes and options"): the list follows them in place.
  await list.evaluate((el) => {
    el.setAttribute('data-lang', 'es');
    el.setAttribute('data-currency', 'EUR');
  });
  const card = list.getByRole('article').first();
  await expect(card).toContainText(ESTIMATE);
  await expect(card.getByText(ESTIMATE).first().locator('xpath=ancestor-or-self::p[1]')).toHaveAttribute('title', /^Estimación al tipo de cambio del /);
  await expect(card.getByRole('link').first()).toHaveAttribute('href', /\/es\/room-details\/[^?]+\?currency=EUR$/);

  // The overlay opened from that page frames the site in the list's language and currency.
  await open(page, { roomId: room._id, ...stay });
  await expect(overlay(page).locator('iframe')).toHaveAttribute('src', new RegExp(`^${urls.shell}/es/partner/book\\?.*currency=EUR`));
  const panel = frameOf(page).getByRole('region', { name: 'Reserve esta habitación' });
  await expect(panel.getByTestId('panel-total')).toHaveText(ESTIMATE);
  await expect(panel.getByText(/^Estimación al tipo de cambio del /)).toBeVisible();
});

test('Escape, the close button and the back button close it, the focus returns to what opened it, and the page scrolls again', async ({ page }) => {
  await page.goto(`${urls.partner}/`);
  const book = page.getByRole('button', { name: 'Book a stay' });
  const frame = frameOf(page);
  const openByButton = async () => {
    await book.click();
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible(); // the rooms for the stay
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  };

  await openByButton();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.screenshot({ path: test.info().outputPath(`overlay-${width}.png`) });
  }
  // Escape pressed inside the frame (where the focus is) reaches the page through the protocol.
  await frame.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toHaveCount(0);
  await expect(book).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

  await openByButton();
  await frame.getByRole('button', { name: 'Close' }).click();
  await expect(overlay(page)).toHaveCount(0);
  await expect(book).toBeFocused();

  await openByButton();
  await page.goBack();
  await expect(overlay(page)).toHaveCount(0);
  await expect(book).toBeFocused();
  expect(page.url()).toBe(`${urls.partner}/`);
  expect((await events(page)).map((e) => e.type)).toEqual(Array(3).fill(['harborview:open', 'harborview:close']).flat());
});

test("an origin that is not a partner's is refused in the frame, and its page gets harborview:error", async ({ page }) => {
  // The demo page again, from an origin no partner lists.
  const copycat = await partnerPageOn(5097 + PORT_SHIFT);
  try {
    await page.goto(`${copycat.origin}/`);
    await open(page, {});
    const frame = frameOf(page);
    const refusal = frame.getByRole('alert');
    await expect(refusal.getByRole('heading', { name: 'Booking is not available here' })).toBeVisible();
    await expect(frame.getByRole('article')).toHaveCount(0);
    await expect
      .poll(async () => (await events(page)).filter((e) => e.type === 'harborview:error'))
      .toEqual([{ type: 'harborview:error', detail: { namespace: 'default', message: expect.stringMatching(/partner/i) } }]);
    await expect(refusal).toContainText((((await events(page)).find((e) => e.type === 'harborview:error')!.detail.message) as string));
  } finally {
    await copycat.close();
  }
});
