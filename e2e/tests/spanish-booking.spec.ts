// A Spanish-speaking guest paying in euros books from a shared Spanish link without meeting a word of
// English, and sees the estimate in euros beside the charge in dollars everywhere (issue 44,
// docs/architecture.md §15, docs/product.md "Currencies"): the search, the room and its booking panel, the switch to English
// and back keeping the stay, registering, the summary, the confirmation and My Bookings with its
// dialogs, each scanned for English words and checked by axe.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Stay } from '@hotel/shared/domain';
import { roomsPath } from '@hotel/shared/routes';
import { expectNoSeriousViolations } from './support/a11y';
import { freshRoom, getRooms, PASSWORD, uniqueEmail, type ApiRoom } from './support/guest';
import { closeOffersForToday, hotelDay, urls } from './support/stack';

test.use({ locale: 'en-US' }); // an English browser: the shared link's /es/ is what makes the pages Spanish

test.beforeEach(({ page }) => closeOffersForToday(page));

/** Nights no other spec books (they book within 250 days; languages.spec searches 310-313), for two guests. */
const stay: Stay = { checkIn: hotelDay(320), checkOut: hotelDay(323), guests: 2 };

/**
 * Words of our English interface that must not show on a Spanish page (whole words, as written; the
 * Spanish "Cancelar" or "en total" are not them). The rooms' own data (names, descriptions, reviews)
 * is the hotel's and is left out of the scan.
 */
const ENGLISH = [
  'Book', 'Book Now', 'booked', 'Booking', 'Bookings', 'night', 'nights', 'Night', 'Nights', 'Total', 'Cancel',
  'Check-in', 'Check-out', 'Guest', 'Guests', 'Confirm', 'Summary', 'Loading', 'from', 'Free', 'free', 'Update', 'Review',
  'View', 'Room', 'Rooms', 'Search', 'Already', 'Apply', 'Please', 'Your', 'Status', 'Actions', 'Date', 'available', 'today',
  'Close', 'Keep', 'minimum', 'stay', 'Past', 'charged', 'Estimate', 'rate',
];
/** "≈ 555,42 € · se cobran 600,00 US$": the estimate in euros, then what the card is charged, in dollars. */
const EUR_AND_USD = /≈ [\d.,]+\s€ · se cobran [\d.,]+\sUS\$/;
const ENGLISH_WORD = new RegExp(`(?<![\\p{L}-])(${ENGLISH.join('|')})(?![\\p{L}-])`, 'gu');

/** Every string of the rooms' data (what the hotel wrote, in its language), longest first. */
let roomTexts: string[] = [];
test.beforeAll(async () => {
  const strings = (v: unknown): string[] =>
    typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];
  const rooms = await getRooms();
  const full = await Promise.all(rooms.map(async (r) => (await fetch(`${urls.api}/rooms/${r._id}`)).json()));
  // The exchange rates' sources are the hotel's words too (staff write them on the front desk).
  const rates = (await (await fetch(`${urls.api}/exchange-rates`)).json()) as { rates: Array<{ source: string }> };
  full.push(...rates.rates.map((r) => r.source));
  roomTexts = [...new Set(full.flatMap(strings).filter((s) => s.length > 2))].sort((a, b) => b.length - a.length);
});

/** The English words on the page's visible text (the rooms' data taken out): none, or the test says which and where. */
async function expectNoEnglish(page: Page, where: string) {
  let text = await page.locator('body').innerText();
  for (const s of roomTexts) text = text.split(s).join(' ');
  const found = [...text.matchAll(ENGLISH_WORD)].map((m) => `"${m[1]}" in "…${text.slice(Math.max(0, m.index - 30), m.index + 30).replace(/\s+/g, ' ')}…"`);
  expect({ where, english: found }).toEqual({ where, english: [] });
}

/** Pictures of what the guest sees at a phone's and a laptop's width (in the test's output), then back at 1280 px. */
async function screenshots(page: Page, name: string, what: Locator = page.locator('main')) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await what.first().screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test('a guest books from a shared Spanish link and meets no English: search, room, switch, register, summary, confirmation, My Bookings', async ({ page }) => {
  test.setTimeout(180_000);
  const room: ApiRoom = await freshRoom({ sleeps: 2 });
  const panel = page.getByRole('region', { name: 'Reserve esta habitación' });

  // The shared link: the rooms free for the stay, in Spanish; the guest searches it again.
  await page.goto(`/es${roomsPath(stay)}&currency=EUR`); // the link carries the guest's currency too
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestras habitaciones' })).toBeVisible();
  await expect(page.getByLabel('Llegada')).toHaveValue(stay.checkIn);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: room.name, exact: true }) });
  await expect(card.getByText(/^3 noches · .+ en total$/)).toContainText(EUR_AND_USD);
  await settled(page);
  await expectNoEnglish(page, 'rooms for the stay');

  // The room, its panel with the stay, in Spanish: the calendar's month by Intl, the plural, the total.
  await card.getByRole('link', { name: 'Ver detalles' }).click();
  await expect(page).toHaveURL(/\/es\/room-details\/[^?]+\?checkIn=/);
  await expect(panel.getByLabel('Llegada', { exact: true })).toHaveValue(stay.checkIn);
  await expect(panel.getByLabel('Salida', { exact: true })).toHaveValue(stay.checkOut);
  await expect(panel.getByRole('combobox', { name: 'Noches' })).toHaveValue('3');
  await expect(panel.getByText(/^3 noches × |^3 noches, de .+ por noche$/)).toContainText(EUR_AND_USD);
  await expect(panel.getByText(/^Estimación al tipo de cambio del .+; se le cobra en dólares estadounidenses\.$/)).toBeVisible();
  const month = new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${stay.checkIn}T12:00:00Z`));
  await expect(panel.getByRole('grid', { name: month })).toBeVisible();
  await expect(panel.getByText('¡La fecha está disponible!')).toBeVisible();
  const total = (await panel.getByText('Importe total', { exact: true }).locator('..').innerText()).replace(/\s+/g, ' ');
  expect(total).toMatch(new RegExp(`^Importe total ${EUR_AND_USD.source}$`));
  await settled(page);
  await expectNoEnglish(page, 'the room page');
  await expectNoSeriousViolations(page, 'the Spanish room page with its booking panel');
  await screenshots(page, 'panel', panel);

  // The top bar's switch keeps the page and the stay, both ways.
  const roomUrl = new URL(page.url());
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${urls.shell}${roomUrl.pathname.slice(3)}${roomUrl.search}`);
  const english = page.getByRole('region', { name: 'Book this room' });
  await expect(english.getByLabel('Check-in', { exact: true })).toHaveValue(stay.checkIn);
  await expect(english.getByLabel('Check-out', { exact: true })).toHaveValue(stay.checkOut);
  await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(roomUrl.href);
  await expect(panel.getByLabel('Salida', { exact: true })).toHaveValue(stay.checkOut);

  // Signed out, "Reservar ahora" asks to sign in; the guest registers and comes back to the stay.
  await panel.getByRole('button', { name: 'Reservar ahora' }).click();
  await expect(page.getByText('Inicie sesión para reservar una habitación')).toBeVisible();
  await expect(page).toHaveURL(/\/es\/login/);
  await page.getByRole('link', { name: 'Regístrese' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cree su cuenta' })).toBeVisible();
  await page.getByLabel('Nombre completo').fill('Lucía Viajera');
  const email = uniqueEmail('spanish-guest');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(roomUrl.href);
  await expect(panel.getByLabel('Llegada', { exact: true })).toHaveValue(stay.checkIn);

  // The summary, in Spanish, then the confirmation.
  await panel.getByRole('button', { name: 'Reservar ahora' }).click();
  const summary = page.getByRole('dialog', { name: 'Resumen de la reserva' });
  await expect(summary.getByText('3 noches', { exact: true })).toBeVisible();
  await expect(summary.getByRole('columnheader', { name: 'Para 2 huéspedes' })).toBeVisible();
  await expect(summary.getByRole('row', { name: /^Importe total/ })).toContainText(total.replace('Importe total ', ''));
  await expectNoEnglish(page, 'the booking summary');
  await expectNoSeriousViolations(page, 'the Spanish booking summary');
  await summary.screenshot({ path: test.info().outputPath('summary-1280.png') });
  await summary.getByRole('button', { name: 'Confirmar reserva' }).click();
  const toast = page.getByText(/^¡Habitación reservada! Código de confirmación: HV-[A-Z0-9]+$/);
  await expect(toast).toBeVisible();
  const code = (await toast.innerText()).split(': ')[1]!;

  // The confirmation e-mail in the local inbox (MailDev) is Spanish too: the language the guest booked in.
  type Mail = { subject: string; text: string; to: Array<{ address: string }> };
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${urls.mailWeb}/api/email`)).json()) as Mail[];
        return (mail = all.find((m) => m.to.some((t) => t.address === email)))?.subject;
      },
      { timeout: 15_000 },
    )
    .toMatch(new RegExp(`^Reserva confirmada: .*\\(${code}\\)$`));
  expect(mail!.text).toContain('Gracias por reservar en Harborview Hotel. Su estancia está confirmada.');
  expect(mail!.text).toMatch(/Llegada/);
  // The estimate at the rate it was booked with, and the charge (Intl's no-break spaces as plain ones).
  expect(mail!.text.replace(/\s/g, ' ')).toContain(total.replace('Importe total ', '').replace(/\s/g, ' '));
  expect(mail!.text).not.toMatch(/Booking confirmed|Check-in|Dear /);

  // My Bookings, in Spanish: the stay's dates by Intl, its cancellation window, its actions.
  await expect(page).toHaveURL(`${urls.shell}/es/my-bookings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis reservas' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(room.name) });
  await expect(row).toContainText(code);
  await expect(row).toContainText(total.replace('Importe total ', ''));
  const day = (d: string) => new Intl.DateTimeFormat('es', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(`${d}T00:00:00Z`));
  await expect(row.getByRole('cell', { name: day(stay.checkIn), exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: day(stay.checkOut), exact: true })).toBeVisible();
  await expect(row).toContainText(/confirmada · Cancelación gratuita hasta el .+/);
  await expect(row.getByRole('button', { name: /^Cambiar fecha: / })).toBeVisible();
  await settled(page);
  await expect(toast).toBeHidden();
  await expectNoEnglish(page, 'My Bookings');
  await expectNoSeriousViolations(page, 'the Spanish My Bookings');
  await screenshots(page, 'my-bookings');

  // Its dialogs in Spanish: the change of dates, then the cancellation (kept: the booking stays).
  await row.getByRole('button', { name: /^Cambiar fecha: / }).click();
  const move = page.getByRole('dialog', { name: 'Cambiar fecha' });
  await expect(move).toContainText(`ahora 3 noches del ${day(stay.checkIn)} al ${day(stay.checkOut)}.`);
  await expect(move.getByRole('grid')).toBeVisible();
  await expectNoEnglish(page, 'the Update Date dialog');
  await expectNoSeriousViolations(page, 'the Spanish Update Date dialog');
  await move.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await row.getByRole('button', { name: /^Cancelar: / }).click();
  const cancel = page.getByRole('dialog', { name: '¿Cancelar la reserva?' });
  await expect(cancel).toContainText(`3 noches desde el ${day(stay.checkIn)}, se cancelará`);
  await expectNoEnglish(page, 'the cancel dialog');
  await expectNoSeriousViolations(page, 'the Spanish cancel dialog');
  await cancel.getByRole('button', { name: 'Mantener la reserva' }).click();
  await expect(row).toContainText(code);
});
