// Promo codes (issue 43, docs/product.md "Promo codes"), on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: the staff's routes (401/403, 400s naming the field and writing nothing, one live
// promotion per code, each write audited), the quote with a code (priced with it, or without it and
// the refusal in words), bookings with a code (the code and the discount kept, a refused code books
// nothing), a cancel giving its use back, a delete changing no booking, a move keeping the code, and
// the use limit under concurrency: N parallel bookings with a code of N−1 uses get exactly N−1
// discounts, in one process and across two processes on one PostgreSQL.
import { addDays, quoteStay, type AuditEntry, type Booking, type Quote } from '@hotel/shared/domain';
import { PROMO_MESSAGES, type Promotion } from '@hotel/shared/promotions';
import { PROMO_RULE_MESSAGES } from '@hotel/shared/front-desk/promotionRules';
import { openPostgres, type Database, type Queryable } from '../src/db/index';
import { newId } from '../src/lib/ids';
import { DB_KINDS, PG_URL, bearer, day, tokenFor, useApp } from './helpers';
import { freePort, request } from './support/proc';
import { twoProcessesOnPostgres } from './support/twoProcesses';

const ROOM11 = '6650a1c0e4b0f1a2b3c4000b'; // 199, capacity 3, no bookings
const ROOM13 = '6650a1c0e4b0f1a2b3c4000d'; // 159, capacity 2, no bookings
const STAFF = 'frontdesk@harborview.test';

const summer = (more: Partial<Promotion> = {}) => ({ code: 'summer10', percentOff: 10, stayFrom: day(20), stayTo: day(40), ...more });

describe.each(DB_KINDS)('promo codes on %s', (kind) => {
  const t = useApp(kind);
  let staff: Record<string, string>;
  let guest: Record<string, string>;
  beforeAll(async () => {
    staff = bearer(await tokenFor(STAFF, 'Front Desk', { role: 'staff' }));
    guest = bearer(await tokenFor('alice@example.com', 'Alice Liddell'));
  });

  const call = (method: string, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const count = async (sql: string) => (await t.tdb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))[0]!.n;
  const create = async (body: object) => {
    const res = await call('POST', '/hotel/promotions', staff, body);
    expect(res.statusCode).toBe(201);
    return res.json<Promotion>();
  };
  const quote = (room: string, checkIn: string, nights: number, promo?: string, guests = 1) =>
    call('GET', `/rooms/${room}/quote?checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}&guests=${guests}${promo === undefined ? '' : `&promo=${encodeURIComponent(promo)}`}`);
  const book = (room: string, bookingDate: string, nights: number, promo?: string, who = guest) =>
    call('POST', '/bookings', who, { roomId: room, bookingDate, nights, guests: 1, ...(promo === undefined ? {} : { promo }) });
  const list = async () => (await call('GET', '/hotel/promotions', staff)).json<Promotion[]>();
  const audit = async () => (await call('GET', '/hotel/activity?limit=1000', staff)).json<AuditEntry[]>().filter((a) => a.target === 'promotion');

  test('staff only: a visitor gets 401 and a guest 403 on every promotions route', async () => {
    const routes: Array<[string, string]> = [
      ['GET', '/hotel/promotions'],
      ['POST', '/hotel/promotions'],
      ['PATCH', '/hotel/promotions/0000000000000000000000aa'],
      ['DELETE', '/hotel/promotions/0000000000000000000000aa'],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url, {}, method === 'POST' ? summer() : undefined)).statusCode).toBe(401);
      expect((await call(method, url, guest, method === 'POST' ? summer() : undefined)).statusCode).toBe(403);
    }
    expect(await count('promotions')).toBe(0);
  });

  test('creates, lists, changes and deletes a code; every write audited with before and after', async () => {
    const created = await create(summer({ minNights: 2, maxUses: 5, roomIds: [ROOM11] }));
    expect(created).toMatchObject({ code: 'SUMMER10', percentOff: 10, amountOff: null, minNights: 2, maxUses: 5, roomIds: [ROOM11], uses: 0 });
    expect((await list()).map((p) => p.code)).toEqual(['SUMMER10']);

    const patched = await call('PATCH', `/hotel/promotions/${created._id}`, staff, { percentOff: null, amountOff: 25.5 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<Promotion>()).toMatchObject({ percentOff: null, amountOff: 25.5, minNights: 2, code: 'SUMMER10' });

    expect((await call('DELETE', `/hotel/promotions/${created._id}`, staff)).statusCode).toBe(204);
    expect(await list()).toEqual([]);
    expect((await call('DELETE', `/hotel/promotions/${created._id}`, staff)).statusCode).toBe(404);

    const rows = await audit();
    expect(rows.map((r) => [r.action, r.actor, r.targetId])).toEqual([
      ['promotion.delete', STAFF, created._id],
      ['promotion.update', STAFF, created._id],
      ['promotion.create', STAFF, created._id],
    ]);
    expect(rows[1]!.before).toMatchObject({ percentOff: 10, amountOff: null });
    expect(rows[1]!.after).toMatchObject({ percentOff: null, amountOff: 25.5 });
    expect(rows[0]!.after).toBeNull();
  });

  test('refuses a wrong promotion naming each field in words, and writes nothing; one live promotion per code, any case', async () => {
    const before = await count('promotions');
    const bad = await call('POST', '/hotel/promotions', staff, { code: 'two words', percentOff: 10, amountOff: 5, stayFrom: day(30), stayTo: day(20) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: PROMO_RULE_MESSAGES.code,
      code: 'INVALID_PROMOTION',
      details: [
        { field: 'code', message: PROMO_RULE_MESSAGES.code },
        { field: 'amountOff', message: PROMO_RULE_MESSAGES.percentOrAmount },
        { field: 'stayTo', message: PROMO_RULE_MESSAGES.stayTo },
      ],
    });
    const p = await create(summer({ code: 'ONCE' }));
    const again = await call('POST', '/hotel/promotions', staff, summer({ code: 'once' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: PROMO_RULE_MESSAGES.codeTaken('ONCE'), code: 'PROMOTION_CODE_TAKEN' });
    const badPatch = await call('PATCH', `/hotel/promotions/${p._id}`, staff, { percentOff: 0 });
    expect(badPatch.json()).toMatchObject({ message: PROMO_RULE_MESSAGES.percentOff, code: 'INVALID_PROMOTION' });
    expect(await count('promotions')).toBe(before + 1);
    expect((await list()).find((x) => x._id === p._id)?.percentOff).toBe(10);
  });

  test('the quote prices the stay with a code that applies, night by night, and the booking keeps that price, the code and the discount', async () => {
    await create(summer({ code: 'HALF-OFF', percentOff: 50, stayFrom: day(21), stayTo: day(22) }));
    // Nights 20, 21, 22: only the last two are in the promotion's stay dates.
    const q = (await quote(ROOM13, day(20), 3, 'half-off')).json<Quote>();
    expect(q.nights.map((n) => [n.before, n.discount, n.total])).toEqual([
      [159, 0, 159],
      [159, 79.5, 79.5],
      [159, 79.5, 79.5],
    ]);
    expect(q).toMatchObject({ before: 477, discount: 159, total: 318, promo: { code: 'HALF-OFF' } });

    const res = await book(ROOM13, day(20), 3, ' half-off ');
    expect(res.statusCode).toBe(201);
    const booked = res.json<Booking>();
    expect(booked).toMatchObject({ price: 318, promoCode: 'HALF-OFF', discount: 159 });
    const nights = await t.tdb.db.query<{ price: number; discount: number }>(
      'SELECT price::float8 AS price, discount::float8 AS discount FROM booking_nights WHERE booking_id = $1 ORDER BY night',
      [booked._id],
    );
    expect(nights).toEqual([{ price: 159, discount: 0 }, { price: 79.5, discount: 79.5 }, { price: 79.5, discount: 79.5 }]);
    const mine = (await call('GET', '/bookings/alice@example.com', guest)).json<Booking[]>().find((b) => b._id === booked._id);
    expect(mine).toMatchObject({ promoCode: 'HALF-OFF', discount: 159, price: 318 });
    // The confirmation e-mail says the discount, and the total after it.
    const [mail] = await t.tdb.db.query<{ body_text: string; body_html: string }>(
      "SELECT body_text, body_html FROM mail_outbox WHERE booking_id = $1 AND kind = 'booking.confirmed'",
      [booked._id],
    );
    expect(mail!.body_text).toContain('Promo code: −$159.00 HALF-OFF');
    expect(mail!.body_text).toContain('Total: $318');
    expect(mail!.body_html).toContain('−$159.00 HALF-OFF');
    expect((await list()).find((p) => p.code === 'HALF-OFF')?.uses).toBe(1);

    // Without a code, nothing changes: the quote has no promo fields and the booking none either.
    const plain = (await quote(ROOM13, day(60), 1)).json<Quote>();
    expect(plain).toEqual(quoteStay({ price: 159, discountPrice: null }, day(60), 1, 1));
    const unpromoted = (await book(ROOM13, day(60), 1)).json<Booking>();
    expect(unpromoted.promoCode).toBeUndefined();
    expect(unpromoted.discount).toBeUndefined();
  });

  test('a code that does not apply: the quote says why and prices without it; the booking is refused in the same words and nothing is booked', async () => {
    await create(summer({ code: 'LATER', bookFrom: day(5) }));
    await create(summer({ code: 'GONE', bookTo: day(-1) }));
    await create(summer({ code: 'ROOM-ONLY', roomIds: [ROOM11] }));
    await create(summer({ code: 'LONG', minNights: 4 }));
    await create(summer({ code: 'ONE-USE', maxUses: 1 }));
    expect((await book(ROOM11, day(38), 1, 'one-use')).statusCode).toBe(201);
    const cases: Array<[string, string, string]> = [
      ['NOPE', day(25), PROMO_MESSAGES.unknown('NOPE')],
      ['later', day(25), PROMO_MESSAGES.notYet('LATER', day(5))],
      ['gone', day(25), PROMO_MESSAGES.noLonger('GONE')],
      ['room-only', day(25), PROMO_MESSAGES.notForRoom('ROOM-ONLY')],
      ['summer10', day(45), PROMO_MESSAGES.notForDates('SUMMER10', { stayFrom: day(20), stayTo: day(40) })],
      ['long', day(25), PROMO_MESSAGES.minNights('LONG', 4)],
      ['one-use', day(25), PROMO_MESSAGES.usedUp('ONE-USE')],
    ];
    await create(summer());
    const booked = await count('bookings');
    for (const [code, checkIn, words] of cases) {
      const q = (await quote(ROOM13, checkIn, 2, code)).json<Quote>();
      expect(q.promo).toEqual({ code: code.toUpperCase(), refusal: words });
      expect(q.total).toBe(318);
      expect(q.discount).toBeUndefined();
      const res = await book(ROOM13, checkIn, 2, code);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: words, code: 'PROMO_REFUSED' });
    }
    expect(await count('bookings')).toBe(booked);
    expect(words(await quote(ROOM13, day(25), 2, 'long'))).toBe('LONG is for stays of 4 nights or more.');
  });

  test('a cancelled booking gives its use back; a deleted code changes no booking made with it; a move keeps the code on the nights it covers', async () => {
    const p = await create(summer({ code: 'TWICE', amountOff: 40, percentOff: null, maxUses: 1, stayTo: day(31) }));
    const first = (await book(ROOM11, day(30), 2, 'twice')).json<Booking>();
    expect(first).toMatchObject({ price: 199 * 2 - 40 * 2, discount: 80, promoCode: 'TWICE' });
    expect((await book(ROOM11, day(26), 1, 'twice')).json().message).toBe(PROMO_MESSAGES.usedUp('TWICE'));
    expect((await call('DELETE', `/bookings/${first._id}`, guest)).statusCode).toBe(200);
    const second = await book(ROOM11, day(24), 2, 'twice');
    expect(second.statusCode).toBe(201);
    const kept = second.json<Booking>();
    expect(kept).toMatchObject({ price: 318, discount: 80 });

    // Moved to the promotion's last night and the night after: only the first is discounted.
    const moved = await call('PATCH', `/bookings/${kept._id}`, guest, { bookingDate: day(31) });
    expect(moved.json<Booking>()).toMatchObject({ price: 199 - 40 + 199, discount: 40, promoCode: 'TWICE' });

    expect((await call('DELETE', `/hotel/promotions/${p._id}`, staff)).statusCode).toBe(204);
    const after = (await call('GET', '/bookings/alice@example.com', guest)).json<Booking[]>().find((b) => b._id === kept._id);
    expect(after).toMatchObject({ price: 358, discount: 40, promoCode: 'TWICE' });
    expect((await quote(ROOM11, day(25), 1, 'twice')).json<Quote>().promo?.refusal).toBe(PROMO_MESSAGES.unknown('TWICE'));
    // Its code is free for a new promotion.
    expect((await create(summer({ code: 'TWICE' }))).uses).toBe(0);
  });
});

const words = (res: { json: () => Quote }) => res.json().promo?.refusal;

const N = 12;

/**
 * N guests book N different nights at once with one code of N−1 uses, through real HTTP; `db` is the
 * database the API processes write (the promotion is put there, its bookings counted there).
 */
async function useRace(bases: string[], db: Queryable, tag: string, firstNight: number) {
  const code = `RACE-${tag}`.toUpperCase().replace(/[^A-Z0-9-]/g, '');
  await db.query(
    `INSERT INTO promotions (id, code, percent_off, stay_from, stay_to, max_uses) VALUES ($1, $2, 20, $3::date, $4::date, $5)`,
    [newId(), code, day(firstNight), day(firstNight + N), N - 1],
  );
  const tokens = await Promise.all(Array.from({ length: N }, (_, i) => tokenFor(`promo${i}-${tag}@example.com`)));
  const results = await Promise.all(
    tokens.map((tok, i) =>
      request(bases[i % bases.length]!, 'POST', '/bookings', { roomId: ROOM11, bookingDate: day(firstNight + i), guests: 1, promo: code }, bearer(tok)),
    ),
  );
  const created = results.filter((r) => r.status === 201).map((r) => JSON.parse(r.body) as Booking);
  const refused = results.filter((r) => r.status === 409).map((r) => JSON.parse(r.body) as { message: string });
  const [held] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE promo_code = $1', [code]);
  return { created, refused, other: results.filter((r) => r.status !== 201 && r.status !== 409).map((r) => `${r.status} ${r.body}`), code, held: held!.n };
}

describe.each(DB_KINDS)('the use limit under concurrency on %s (one process)', (kind) => {
  // Real HTTP, so the bookings run at once (the app is closed, and its port with it, by useApp).
  const t = useApp(kind);
  let base: string;
  beforeAll(async () => {
    const port = freePort();
    await t.app.listen({ port, host: '127.0.0.1' });
    base = `http://127.0.0.1:${port}`;
  });

  test(`${N} parallel bookings with a code of ${N - 1} uses: exactly ${N - 1} discounted, one refused as used up`, async () => {
    const r = await useRace([base], t.tdb.db, kind, 100);
    expect(r.other).toEqual([]);
    expect(r.created).toHaveLength(N - 1);
    expect(r.created.every((b) => b.promoCode === r.code && b.discount === 39.8)).toBe(true);
    expect(r.refused.map((x) => x.message)).toEqual([PROMO_MESSAGES.usedUp(r.code)]);
    expect(r.held).toBe(N - 1);
    const staff = bearer(await tokenFor(STAFF, 'Front Desk', { role: 'staff' }));
    const listed = JSON.parse((await request(base, 'GET', '/hotel/promotions', undefined, staff)).body) as Promotion[];
    expect(listed.find((p) => p.code === r.code)?.uses).toBe(N - 1);
  });
});

(PG_URL ? describe : describe.skip)('the use limit across two API processes on one PostgreSQL', () => {
  const servers = twoProcessesOnPostgres({ PG_POOL_MAX: '10' });
  let db: Database;
  beforeAll(async () => {
    db = await openPostgres(servers.dbUrl, { listen: false });
  });
  afterAll(() => db?.close());

  test(`${N} parallel bookings split across both with a code of ${N - 1} uses: exactly ${N - 1} discounted`, async () => {
    const r = await useRace([servers.a.url, servers.b.url], db, 'multi', 120);
    expect(r.other).toEqual([]);
    expect(r.created).toHaveLength(N - 1);
    expect(r.refused.map((x) => x.message)).toEqual([PROMO_MESSAGES.usedUp(r.code)]);
    expect(r.held).toBe(N - 1);
  });
});
