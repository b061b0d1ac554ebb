// The API answers in the request's language (issue 44, docs/architecture.md §15), on PGlite and (when
// TEST_DATABASE_URL is set) PostgreSQL: a Spanish page's refusals come back in Spanish with the same
// codes, marked Content-Language and Vary: Accept-Language; without the header, or in a language we
// do not speak, English as always; and a fast read (GET /rooms) answers the same bytes in any language.
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES, type Booking } from '@hotel/shared/domain';
import { DB_KINDS, day, useApp, useGuests } from './helpers';

const ROOM2 = '6650a1c0e4b0f1a2b3c40002'; // sleeps 2
const ROOM4 = '6650a1c0e4b0f1a2b3c40004';
const ES = { 'accept-language': 'es' };

const languageOf = (res: LightMyRequestResponse) => ({ language: res.headers['content-language'], vary: String(res.headers.vary ?? '') });

describe.each(DB_KINDS)('answers in the request’s language on %s', (kind) => {
  const t = useApp(kind, { rateLimits: { contact: { max: 1, timeWindow: '1 minute' } } });
  const guest = useGuests({ ana: ['ana@example.com', 'Ana García'] });
  const book = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/bookings', headers: { ...guest.ana, ...headers }, payload: body });

  test('a Spanish refusal: the same status, code and field, the words in Spanish, the values kept', async () => {
    const res = await book({ roomId: ROOM2, bookingDate: day(40), nights: 2, guests: 3 }, ES);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Esta habitación admite 2 huéspedes.',
      code: 'BAD_REQUEST',
      details: [{ field: 'guests', message: 'Esta habitación admite 2 huéspedes.' }],
    });
    expect(languageOf(res)).toEqual({ language: 'es', vary: expect.stringMatching(/Accept-Language/) });
  });

  test('English by default: no header, an English one, or a language we do not speak', async () => {
    for (const headers of [{}, { 'accept-language': 'en-GB,en;q=0.9' }, { 'accept-language': 'de-DE, fr;q=0.8' }] as Record<string, string>[]) {
      const res = await book({ roomId: ROOM2, bookingDate: day(40), nights: 2, guests: 3 }, headers);
      expect(res.json()).toMatchObject({ message: MESSAGES.roomSleeps(2), code: 'BAD_REQUEST' });
      expect(languageOf(res)).toEqual({ language: 'en', vary: expect.stringMatching(/Accept-Language/) });
    }
  });

  test('q-values decide: es-MX at 0.9 beats English at 0.4; Spanish at q=0 is refused', async () => {
    const spanish = await book({ roomId: ROOM4, bookingDate: day(-1), guests: 1 }, { 'accept-language': 'en;q=0.4, es-MX;q=0.9' });
    expect(spanish.json()).toMatchObject({ message: 'La llegada no puede ser en el pasado.' });
    const english = await book({ roomId: ROOM4, bookingDate: day(-1), guests: 1 }, { 'accept-language': 'es;q=0, en;q=0.8' });
    expect(english.json()).toMatchObject({ message: MESSAGES.checkInPast });
  });

  test('the cancellation window refuses in Spanish (409 CANCEL_TOO_LATE), and the booking stays', async () => {
    const booked = await book({ roomId: ROOM4, bookingDate: day(1), guests: 1 });
    expect(booked.statusCode).toBe(201);
    const id = booked.json<Booking>()._id;
    const res = await t.app.inject({ method: 'DELETE', url: `/bookings/${id}`, headers: { ...guest.ana, ...ES } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'No puede cancelar una reserva a menos de 24 horas de la fecha prevista', code: 'CANCEL_TOO_LATE' });
    const mine = await t.app.inject({ method: 'GET', url: '/bookings/ana@example.com', headers: guest.ana });
    expect(mine.json<Booking[]>().map((b) => b._id)).toContain(id);
  });

  test('a promo code refused in Spanish, by the quote (200, its refusal) and by the booking (409 PROMO_REFUSED, nothing booked)', async () => {
    const quote = await t.app.inject({ method: 'GET', url: `/rooms/${ROOM4}/quote?checkIn=${day(50)}&checkOut=${day(52)}&guests=1&promo=nope`, headers: ES });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().promo).toEqual({ code: 'NOPE', refusal: 'NOPE no es un código promocional que conozcamos. Compruebe cómo lo ha escrito.' });
    expect(languageOf(quote).language).toBe('es');
    const res = await book({ roomId: ROOM4, bookingDate: day(50), nights: 2, guests: 1, promo: 'nope' }, ES);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'NOPE no es un código promocional que conozcamos. Compruebe cómo lo ha escrito.', code: 'PROMO_REFUSED' });
    const room = await t.app.inject({ method: 'GET', url: `/rooms/${ROOM4}` });
    expect(room.json<{ bookedDates: string[] }>().bookedDates).not.toContain(day(50));
  });

  test('a taken night is named in Spanish words (its weekday and month by Intl)', async () => {
    expect((await book({ roomId: ROOM2, bookingDate: day(60), nights: 1, guests: 1 })).statusCode).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: `/rooms/${ROOM2}/quote?checkIn=${day(60)}&checkOut=${day(61)}&guests=1`, headers: ES });
    expect(res.statusCode).toBe(409);
    const night = new Intl.DateTimeFormat('es', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(`${day(60)}T00:00:00Z`));
    expect(res.json()).toEqual({ message: `Esta habitación ya está reservada la noche del ${night}.`, code: 'DATE_NOT_AVAILABLE' });
  });

  test("the schema's refusals in Spanish (Ajv's words too), code VALIDATION", async () => {
    const res = await book({ roomId: ROOM4, bookingDate: day(30), guests: 'two' }, ES);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Solicitud no válida: body/guests debe ser integer' });
    expect(languageOf(res).language).toBe('es');
  });

  test('an unknown route and an unknown booking: 404 in Spanish, the codes unchanged', async () => {
    const route = await t.app.inject({ method: 'GET', url: '/nowhere', headers: ES });
    expect(route.statusCode).toBe(404);
    expect(route.json()).toEqual({ message: 'Ruta no encontrada', code: 'NOT_FOUND' });
    const booking = await t.app.inject({ method: 'DELETE', url: '/bookings/6650a1c0e4b0f1a2b3c4ffff', headers: { ...guest.ana, ...ES } });
    expect(booking.statusCode).toBe(404);
    expect(booking.json()).toMatchObject({ message: 'Reserva no encontrada', code: 'BOOKING_NOT_FOUND' });
  });

  test('a rate limit in Spanish (429 RATE_LIMITED), its wait in seconds', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/contact', headers: ES, payload: { name: 'Ana', email: 'ana@example.com', message: 'Hola' } });
    expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Demasiadas solicitudes; vuelva a intentarlo dentro de \d+ segundos?$/) });
  });

  test("Vary keeps CORS's Origin and adds Accept-Language", async () => {
    const res = await book({ roomId: ROOM2, bookingDate: day(40), guests: 3 }, { ...ES, origin: 'http://127.0.0.1:3000' });
    expect(res.headers.vary).toMatch(/Origin/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  test('GET /rooms answers the same bytes in every language: no Content-Language, no Vary on it (one cached answer)', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/rooms' });
    const spanish = await t.app.inject({ method: 'GET', url: '/rooms', headers: ES });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toBe(english.body);
    expect(spanish.headers['content-language']).toBeUndefined();
    expect(String(spanish.headers.vary ?? '')).not.toMatch(/Accept-Language/);
  });
});
