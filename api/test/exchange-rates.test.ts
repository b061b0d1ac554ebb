// Exchange rates and estimates (issue 44, docs/product.md "Currencies"), on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: the public rates (the seed's demo ones, then what staff publish), the
// staff's routes (401/403, 400s naming each field in words and writing nothing, the audit row), the
// quote's estimate and the booking keeping exactly that estimate (promo taken, JPY without minor
// units), RATE_CHANGED booking nothing, a move keeping the booking's rate, and the e-mail's line.
import { addDays, type AuditEntry, type Booking, type Quote } from '@hotel/shared/domain';
import { CURRENCY_MESSAGES, convert, estimate, type ExchangeRate } from '@hotel/shared/currency';
import { EXCHANGE_RATE_MESSAGES, type ExchangeRatesHistory, type PublishedRate } from '@hotel/shared/front-desk/exchangeRates';
import { AUDIT_ACTIONS } from '@hotel/shared/front-desk/audit';
import { DEMO_RATE_SOURCE } from '../src/db/seed';
import { DB_KINDS, bearer, callerOf, day, tokenFor, useApp, useStaff } from './helpers';

const ROOM11 = '6650a1c0e4b0f1a2b3c4000b'; // 199, capacity 3, no bookings
const ROOM13 = '6650a1c0e4b0f1a2b3c4000d'; // 159, capacity 2, no bookings
const STAFF = 'frontdesk@harborview.test';
const HOUR = 60 * 60 * 1000;

describe.each(DB_KINDS)('exchange rates on %s', (kind) => {
  // The app's clock runs `shift` ahead of the real one: a rate replaced "more than a day ago".
  let shift = 0;
  const t = useApp(kind, { now: () => new Date(Date.now() + shift) });
  const call = callerOf(t);
  const staff = useStaff();
  let guest: Record<string, string>;
  beforeAll(async () => {
    guest = bearer(await tokenFor('alice@example.com', 'Alice Liddell'));
  });
  afterEach(() => {
    shift = 0;
  });

  const count = async (table: string) => (await t.tdb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  const publicRates = async () => (await call('GET', '/exchange-rates')).json<{ base: string; rates: ExchangeRate[] }>();
  const rateOf = async (currency: string) => (await publicRates()).rates.find((r) => r.currency === currency)!;
  const publish = async (body: object) => {
    const res = await call('POST', '/hotel/exchange-rates', staff, body);
    expect(res.statusCode).toBe(201);
    return res.json<PublishedRate>();
  };
  const quote = (room: string, checkIn: string, nights: number, more = '') =>
    call('GET', `/rooms/${room}/quote?checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}&guests=1${more}`);
  const book = (room: string, bookingDate: string, nights: number, more: object = {}) =>
    call('POST', '/bookings', guest, { roomId: room, bookingDate, nights, guests: 1, ...more });

  test('staff only: a visitor gets 401 and a guest 403 on both staff routes, and nothing is published', async () => {
    const body = { currency: 'EUR', rate: 0.9, date: day(0), source: 'Test' };
    const before = await count('exchange_rates');
    for (const [method, url] of [['GET', '/hotel/exchange-rates'], ['POST', '/hotel/exchange-rates']] as const) {
      expect((await call(method, url, {}, method === 'POST' ? body : undefined)).statusCode).toBe(401);
      expect((await call(method, url, guest, method === 'POST' ? body : undefined)).statusCode).toBe(403);
    }
    expect(await count('exchange_rates')).toBe(before);
  });

  test('the public list serves the seed’s demo rate per currency, cacheable; a rate staff publish replaces it there, and the history keeps both', async () => {
    const res = await call('GET', '/exchange-rates');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const seeded = res.json<{ base: string; rates: ExchangeRate[] }>();
    expect(seeded.base).toBe('USD');
    expect(seeded.rates.map((r) => r.currency)).toEqual(['EUR', 'GBP', 'MXN', 'JPY', 'CAD']);
    expect(seeded.rates.every((r) => r.source === DEMO_RATE_SOURCE && r.date === day(0))).toBe(true);

    const published = await publish({ currency: 'EUR', rate: 0.9251, date: day(-1), source: '  European Central Bank reference rate ' });
    expect(published).toMatchObject({ currency: 'EUR', rate: 0.9251, date: day(-1), source: 'European Central Bank reference rate', createdBy: STAFF });
    expect(await rateOf('EUR')).toEqual({ id: published.id, currency: 'EUR', rate: 0.9251, date: day(-1), source: 'European Central Bank reference rate' });
    expect((await rateOf('GBP')).source).toBe(DEMO_RATE_SOURCE);

    const history = (await call('GET', '/hotel/exchange-rates', staff)).json<ExchangeRatesHistory>();
    expect(history.current.find((r) => r.currency === 'EUR')?.id).toBe(published.id);
    const eur = history.history.filter((r) => r.currency === 'EUR');
    expect(eur[0]!.id).toBe(published.id);
    expect(eur.at(-1)!.source).toBe(DEMO_RATE_SOURCE);

    // Audited in words staff read on /hotel/activity.
    const audit = (await call('GET', '/hotel/activity?limit=1000', staff)).json<AuditEntry[]>().filter((a) => a.target === 'exchange-rate');
    expect(audit[0]).toMatchObject({ action: 'exchange-rate.create', actor: STAFF, targetId: published.id, before: null });
    expect(audit[0]!.after).toMatchObject({ currency: 'EUR', rate: 0.9251, source: 'European Central Bank reference rate' });
    expect(AUDIT_ACTIONS['exchange-rate.create']).toBe('Published an exchange rate');
  });

  test('refuses a wrong rate naming each field in words, and publishes nothing', async () => {
    const before = await count('exchange_rates');
    const bad = await call('POST', '/hotel/exchange-rates', staff, { currency: 'USD', rate: 0, date: day(1), source: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: EXCHANGE_RATE_MESSAGES.currency,
      code: 'INVALID_EXCHANGE_RATE',
      details: [
        { field: 'currency', message: EXCHANGE_RATE_MESSAGES.currency },
        { field: 'rate', message: EXCHANGE_RATE_MESSAGES.rate },
        { field: 'date', message: EXCHANGE_RATE_MESSAGES.dateFuture },
        { field: 'source', message: EXCHANGE_RATE_MESSAGES.source },
      ],
    });
    const words = await call('POST', '/hotel/exchange-rates', staff, { currency: 'eur', rate: '0,92', date: '27/11/2026', source: 'ECB' });
    expect(words.json<{ details: unknown[] }>().details).toEqual([
      { field: 'currency', message: EXCHANGE_RATE_MESSAGES.currency },
      { field: 'rate', message: EXCHANGE_RATE_MESSAGES.rate },
      { field: 'date', message: EXCHANGE_RATE_MESSAGES.date },
    ]);
    expect(await count('exchange_rates')).toBe(before);
  });

  test('the quote’s estimate is what the booking keeps: its own total (promo taken) at the rate shown, on My Bookings, the front desk and the e-mail', async () => {
    const eur = await publish({ currency: 'EUR', rate: 0.9232, date: day(0), source: 'ECB reference rate' });
    await call('POST', '/hotel/promotions', staff, { code: 'FX10', percentOff: 10, stayFrom: day(20), stayTo: day(40) });
    const q = (await quote(ROOM13, day(20), 3, '&currency=EUR&promo=fx10')).json<Quote>();
    expect(q.total).toBe(429.3); // 3 × 159 less 10 %
    expect(q.estimate).toEqual(estimate(429.3, eur));
    expect(q.estimate!.amount).toBe(396.33);

    const res = await book(ROOM13, day(20), 3, { promo: 'FX10', currency: 'EUR', rateId: q.estimate!.rateId });
    expect(res.statusCode).toBe(201);
    const booked = res.json<Booking>();
    expect(booked.estimate).toEqual(q.estimate);
    const mine = (await call('GET', '/bookings/alice@example.com', guest)).json<Booking[]>().find((b) => b._id === booked._id);
    expect(mine?.estimate).toEqual(q.estimate);
    const desk = (await call('GET', `/hotel/bookings?from=${day(20)}&to=${day(23)}`, staff)).json<Booking[]>().find((b) => b._id === booked._id);
    expect(desk?.estimate).toEqual(q.estimate);

    const [mail] = await t.tdb.db.query<{ body_text: string }>("SELECT body_text FROM mail_outbox WHERE booking_id = $1 AND kind = 'booking.confirmed'", [booked._id]);
    const rateDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${day(0)}T00:00:00Z`));
    expect(mail!.body_text).toContain(`Total: ≈ €396.33 · charged $429.30 (rate of ${rateDay} from ECB reference rate)`);

    // USD, the hotel's own, has no estimate; neither has a booking without a currency.
    expect((await quote(ROOM13, day(50), 1, '&currency=USD')).json<Quote>().estimate).toBeUndefined();
    const plain = (await book(ROOM13, day(50), 1, { currency: 'USD' })).json<Booking>();
    expect(plain.estimate).toBeUndefined();
  });

  test('JPY has no minor units: the estimate is whole yen, in the quote and the booking alike', async () => {
    const jpy = await publish({ currency: 'JPY', rate: 156.37, date: day(0), source: 'Bank of Japan' });
    const q = (await quote(ROOM11, day(30), 2, '&currency=JPY')).json<Quote>();
    expect(q.total).toBe(398);
    expect(q.estimate).toEqual({ currency: 'JPY', amount: 62235, rate: 156.37, rateId: jpy.id, rateDate: day(0), rateSource: 'Bank of Japan' });
    const booked = (await book(ROOM11, day(30), 2, { currency: 'JPY', rateId: jpy.id })).json<Booking>();
    expect(booked.estimate?.amount).toBe(62235);
    expect(Number.isInteger(booked.estimate?.amount)).toBe(true);
  });

  test('RATE_CHANGED in words books nothing: an unknown rate, another currency’s, or one replaced more than a day ago; one replaced less than a day ago still books', async () => {
    const old = await publish({ currency: 'EUR', rate: 0.91, date: day(-2), source: 'ECB' });
    const gbp = await rateOf('GBP');
    const before = await count('bookings');
    const refusals = [
      { currency: 'EUR', rateId: 'ffffffffffffffffffffffff' },
      { currency: 'EUR', rateId: 'not-an-id' },
      { currency: 'EUR', rateId: gbp.id },
    ];
    for (const display of refusals) {
      const res = await book(ROOM11, day(40), 1, display);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: CURRENCY_MESSAGES.rateChanged, code: 'RATE_CHANGED' });
    }
    const newer = await publish({ currency: 'EUR', rate: 0.95, date: day(-1), source: 'ECB' });
    // Replaced just now: a guest who saw the old estimate a moment ago still books at it.
    const lingered = await book(ROOM11, day(41), 1, { currency: 'EUR', rateId: old.id });
    expect(lingered.statusCode).toBe(201);
    expect(lingered.json<Booking>().estimate).toMatchObject({ rateId: old.id, rate: 0.91, amount: convert(199, old) });
    // More than a day later, that rate is refused; the newest one books.
    shift = 25 * HOUR;
    const stale = await book(ROOM11, day(42), 1, { currency: 'EUR', rateId: old.id });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: CURRENCY_MESSAGES.rateChanged, code: 'RATE_CHANGED' });
    expect(await count('bookings')).toBe(before + 1);
    expect((await quote(ROOM11, day(42), 1)).statusCode).toBe(200); // the night is still free
    const fresh = await book(ROOM11, day(42), 1, { currency: 'EUR', rateId: newer.id });
    expect(fresh.json<Booking>().estimate?.rateId).toBe(newer.id);
  });

  test('a currency we do not show is 400 in words, on the quote and the booking', async () => {
    const q = await quote(ROOM11, day(45), 1, '&currency=XYZ');
    expect(q.statusCode).toBe(400);
    expect(q.json()).toMatchObject({ message: CURRENCY_MESSAGES.unknown, code: 'INVALID_CURRENCY' });
    const before = await count('bookings');
    const b = await book(ROOM11, day(45), 1, { currency: 'eur' });
    expect(b.json()).toMatchObject({ message: CURRENCY_MESSAGES.unknown, code: 'INVALID_CURRENCY' });
    expect(await count('bookings')).toBe(before);
  });

  test('changing dates keeps the booking’s rate, the estimate recomputed at it; the move dialog’s quote estimates at it too', async () => {
    const first = await publish({ currency: 'GBP', rate: 0.79, date: day(0), source: 'Bank of England' });
    const booked = (await book(ROOM13, day(60), 2, { currency: 'GBP', rateId: first.id })).json<Booking>();
    await publish({ currency: 'GBP', rate: 0.5, date: day(0), source: 'Bank of England' });

    const moveQuote = (await quote(ROOM13, day(61), 3, `&currency=GBP&bookingId=${booked._id}`)).json<Quote>();
    expect(moveQuote.estimate).toEqual(estimate(moveQuote.total, first));

    const guestMove = await call('PATCH', `/bookings/${booked._id}`, guest, { bookingDate: day(62) });
    expect(guestMove.statusCode).toBe(200);
    expect(guestMove.json<Booking>().estimate).toEqual(estimate(guestMove.json<Booking>().price, first));

    const staffMove = await call('POST', `/hotel/bookings/${booked._id}/move`, staff, { bookingDate: day(64), nights: 3 });
    expect(staffMove.statusCode).toBe(200);
    const moved = staffMove.json<Booking>();
    expect(moved.price).toBe(477);
    expect(moved.estimate).toEqual({ ...estimate(477, first), amount: 376.83 });
  });
});
