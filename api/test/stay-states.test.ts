// A stay's states (issue 42, docs/product.md "A stay's states") on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL, through the real routes with a clock the test moves: check-in,
// check-out (early: the nights left go back on sale, everywhere a guest looks), no-show, undo (on the
// same hotel day; refused in words when the nights it would hold again were booked meanwhile), the
// guest's one rule (a stay begun can be neither cancelled nor moved), /hotel/today from the states,
// and the automatic no-show at NO_SHOW_AT the day after arrival, run by two processes at once.
import type { FastifyInstance } from 'fastify';
import type { AuditEntry, Booking, HotelToday, Room, StayChange } from '@hotel/shared/domain';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/index';
import { DB_KINDS, TEST_SECRET, bearer, makeApp, openTestDb, tokenFor, type TestDb } from './helpers';

const ROOM6 = '6650a1c0e4b0f1a2b3c40006'; // no seed bookings or blocks
const ROOM7 = '6650a1c0e4b0f1a2b3c40007';

/** Noon, hotel time (Los Angeles, PST in February: UTC−8), on `date`. */
const noon = (date: string) => new Date(`${date}T20:00:00Z`);

test('NO_SHOW_AT is 02:00 unless the hotel sets another HH:MM; anything else stops the start, naming the variable', () => {
  expect(loadConfig({ JWT_SECRET: TEST_SECRET }).noShowAt).toBe('02:00');
  expect(loadConfig({ JWT_SECRET: TEST_SECRET, NO_SHOW_AT: '11:30' }).noShowAt).toBe('11:30');
  expect(() => loadConfig({ JWT_SECRET: TEST_SECRET, NO_SHOW_AT: '2am' })).toThrow(
    'NO_SHOW_AT must be a time of day on 24 hours, HH:MM (e.g. 02:00); it is "2am"',
  );
});

describe.each(DB_KINDS)("a stay's states on %s", (kind) => {
  let tdb: TestDb;
  let app: FastifyInstance;
  let clock = noon('2027-02-01');
  let staff: Record<string, string>;
  let guest: Record<string, string>;
  let other: Record<string, string>;
  beforeAll(async () => {
    tdb = await openTestDb(kind);
    app = await makeApp(tdb.db, { now: () => clock });
    staff = bearer(await tokenFor('frontdesk@harborview.test', 'Front Desk', { role: 'staff' }));
    guest = bearer(await tokenFor('grace@example.com', 'Grace Hopper'));
    other = bearer(await tokenFor('alan@example.com', 'Alan Turing'));
  });
  afterAll(async () => {
    await app.close();
    await tdb.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const book = async (who: Record<string, string>, roomId: string, bookingDate: string, nights: number) => {
    const saved = clock;
    clock = noon('2027-02-01');
    const res = await call('POST', '/bookings', who, { roomId, bookingDate, guests: 1, nights });
    clock = saved;
    expect(res.statusCode).toBe(201);
    return res.json<Booking>();
  };
  const act = (id: string, action: 'check-in' | 'check-out' | 'no-show' | 'undo', headers = staff) =>
    call('POST', `/hotel/bookings/${id}/${action}`, headers);
  const changeOf = async (id: string, action: 'check-in' | 'check-out' | 'no-show' | 'undo') => {
    const res = await act(id, action);
    expect(res.statusCode).toBe(200);
    return res.json<StayChange>();
  };
  const bookedDates = async (roomId: string) => (await call('GET', `/rooms/${roomId}`)).json<Room>().bookedDates;
  const latestAudit = async () => (await call('GET', '/hotel/activity?limit=1', staff)).json<AuditEntry[]>()[0]!;
  const today = async () => (await call('GET', '/hotel/today', staff)).json<HotelToday>();
  const ids = (bs: Booking[]) => bs.map((b) => b._id);

  test('every state route refuses a visitor (401) and a guest (403), and changes nothing', async () => {
    const b = await book(guest, ROOM6, '2027-02-03', 1);
    clock = noon('2027-02-03');
    for (const action of ['check-in', 'check-out', 'no-show', 'undo'] as const) {
      expect((await act(b._id, action, {})).statusCode).toBe(401);
      expect((await act(b._id, action, guest)).statusCode).toBe(403);
    }
    const mine = (await call('GET', '/bookings/grace@example.com', guest)).json<Booking[]>().find((x) => x._id === b._id)!;
    expect(mine.status).toBe('confirmed');
    expect((await act('6650a1c0e4b0f1a2b3c4ffff', 'check-in')).statusCode).toBe(404);
  });

  test('check-in opens on the arrival day; the guest then reads "checked-in" and can neither cancel nor move', async () => {
    const b = await book(guest, ROOM6, '2027-02-10', 3);
    clock = noon('2027-02-09');
    const early = await act(b._id, 'check-in');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'Check-in opens on the arrival day, Wed, Feb 10, 2027.', code: 'STAY_STATE' });

    clock = noon('2027-02-10');
    expect((await today()).arrivals.map((x) => x._id)).toContain(b._id);
    const c = await changeOf(b._id, 'check-in');
    expect(c.booking).toMatchObject({ status: 'checked-in', previousStatus: 'confirmed', nights: 3 });
    expect(c.message).toBe(`Checked in: Grace Hopper, ${b.roomName}.`);
    expect(await latestAudit()).toMatchObject({
      actor: 'frontdesk@harborview.test',
      action: 'booking.check-in',
      target: 'booking',
      targetId: b._id,
      before: { status: 'confirmed' },
      after: { status: 'checked-in' },
    });
    const day = await today();
    expect(ids(day.arrivals)).not.toContain(b._id);
    expect(ids(day.inHouse)).toContain(b._id);

    const again = await act(b._id, 'check-in');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This stay is already checked in: only a confirmed stay can be checked in.');

    const mine = (await call('GET', '/bookings/grace@example.com', guest)).json<Booking[]>().find((x) => x._id === b._id)!;
    expect(mine.status).toBe('checked-in');
    const cancel = await call('DELETE', `/bookings/${b._id}`, guest);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ message: 'This stay has already begun: it can no longer be cancelled or moved.', code: 'STAY_STARTED' });
    const move = await call('PATCH', `/bookings/${b._id}`, guest, { bookingDate: '2027-03-10' });
    expect(move.statusCode).toBe(409);
    expect(move.json().code).toBe('STAY_STARTED');
  });

  test('check-out needs a guest checked in; on the departure day it frees nothing and can be undone that day only', async () => {
    const b = await book(guest, ROOM6, '2027-02-15', 2);
    clock = noon('2027-02-15');
    const notIn = await act(b._id, 'check-out');
    expect(notIn.statusCode).toBe(409);
    expect(notIn.json().message).toBe('This stay is not checked in yet: only a guest who is checked in can be checked out.');
    await changeOf(b._id, 'check-in');

    clock = noon('2027-02-17');
    expect(ids((await today()).departures)).toContain(b._id);
    const out = await changeOf(b._id, 'check-out');
    expect(out).toMatchObject({ freed: [], restored: [], booking: { status: 'checked-out', nights: 2, checkOut: '2027-02-17' } });
    expect(out.message).toBe(`Checked out. Grace Hopper, ${b.roomName}.`);
    expect(ids((await today()).done)).toContain(b._id);

    const undone = await changeOf(b._id, 'undo');
    expect(undone.booking.status).toBe('checked-in');
    expect(undone.booking.previousStatus).toBeUndefined();
    expect(undone.message).toBe('Undone: the stay is checked in again.');
    expect(await latestAudit()).toMatchObject({ action: 'booking.undo', before: { status: 'checked-out' }, after: { status: 'checked-in' } });
    const twice = await act(b._id, 'undo');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('There is nothing to undo on this stay.');

    await changeOf(b._id, 'check-out');
    clock = noon('2027-02-18');
    const late = await act(b._id, 'undo');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A change can be undone only on the day it was made (Wed, Feb 17, 2027).');
  });

  test('an early check-out frees the nights left: the room page, the stay search and a new booking see them; undo holds them again', async () => {
    const b = await book(guest, ROOM7, '2027-02-20', 4); // nights 20, 21, 22, 23
    clock = noon('2027-02-20');
    await changeOf(b._id, 'check-in');
    clock = noon('2027-02-21');
    const out = await changeOf(b._id, 'check-out');
    expect(out.freed).toEqual(['2027-02-21', '2027-02-22', '2027-02-23']);
    expect(out.booking).toMatchObject({ status: 'checked-out', nights: 1, checkOut: '2027-02-21' });
    expect(out.message).toBe(`Checked out early: 3 nights (Sun, Feb 21, 2027 to Wed, Feb 24, 2027) are on sale again. Grace Hopper, ${b.roomName}.`);
    const dates = await bookedDates(ROOM7);
    expect(dates).toContain('2027-02-20');
    expect(dates).not.toContain('2027-02-21');
    const search = (await call('GET', '/rooms?checkIn=2027-02-21&checkOut=2027-02-24&guests=1')).json<Room[]>();
    expect(search.map((r) => r._id)).toContain(ROOM7);

    const undone = await changeOf(b._id, 'undo');
    expect(undone.restored).toEqual(['2027-02-21', '2027-02-22', '2027-02-23']);
    expect(undone.booking).toMatchObject({ status: 'checked-in', nights: 4, checkOut: '2027-02-24' });
    expect(await bookedDates(ROOM7)).toEqual(expect.arrayContaining(['2027-02-21', '2027-02-22', '2027-02-23']));
  });

  test('the undo of an early check-out whose nights were booked meanwhile is refused in words, and changes nothing', async () => {
    const b = await book(guest, ROOM7, '2027-03-01', 3); // nights Mar 1, 2, 3
    clock = noon('2027-03-01');
    await changeOf(b._id, 'check-in');
    clock = noon('2027-03-02');
    await changeOf(b._id, 'check-out'); // frees Mar 2, 3
    const taken = await call('POST', '/bookings', other, { roomId: ROOM7, bookingDate: '2027-03-03', guests: 1 });
    expect(taken.statusCode).toBe(201);

    const undo = await act(b._id, 'undo');
    expect(undo.statusCode).toBe(409);
    expect(undo.json()).toEqual({
      message: 'This change can no longer be undone: the nights it gave back have been booked or closed since (2027-03-02, 2027-03-03).',
      code: 'STAY_STATE',
    });
    const after = (await call('GET', `/hotel/bookings?from=2027-03-01&to=2027-03-05`, staff)).json<Booking[]>().find((x) => x._id === b._id)!;
    expect(after).toMatchObject({ status: 'checked-out', nights: 1 });
    expect((await latestAudit()).action).toBe('booking.check-out');
  });

  test('a no-show is marked from the arrival day and frees every night; its undo holds them again', async () => {
    const b = await book(guest, ROOM6, '2027-03-10', 2);
    clock = noon('2027-03-09');
    expect((await act(b._id, 'no-show')).json().message).toBe('A no-show can be marked from the arrival day, Wed, Mar 10, 2027.');
    clock = noon('2027-03-10');
    const c = await changeOf(b._id, 'no-show');
    expect(c.freed).toEqual(['2027-03-10', '2027-03-11']);
    expect(c.message).toBe('Marked as a no-show: 2 nights (Wed, Mar 10, 2027 to Fri, Mar 12, 2027) are on sale again.');
    expect(await bookedDates(ROOM6)).not.toContain('2027-03-10');
    expect(ids((await today()).done)).toContain(b._id);
    expect((await act(b._id, 'check-in')).json().message).toBe('This stay is marked as a no-show: only a confirmed stay can be checked in.');
    // The tape chart leaves it out: its nights are for sale.
    expect(ids((await call('GET', '/hotel/bookings?from=2027-03-10&to=2027-03-12', staff)).json<Booking[]>())).not.toContain(b._id);

    const undone = await changeOf(b._id, 'undo');
    expect(undone).toMatchObject({ restored: ['2027-03-10', '2027-03-11'], booking: { status: 'confirmed' } });
    expect(await bookedDates(ROOM6)).toEqual(expect.arrayContaining(['2027-03-10', '2027-03-11']));
    await changeOf(b._id, 'check-in');
  });

  describe('the automatic no-show (NO_SHOW_AT 02:00 hotel time, the day after arrival)', () => {
    let late: Booking;
    let arrived: Booking;
    let alsoDue: Booking;
    beforeAll(async () => {
      late = await book(guest, ROOM6, '2027-04-05', 2);
      arrived = await book(other, ROOM7, '2027-04-05', 1);
      alsoDue = await book(other, ROOM6, '2027-04-13', 1);
      clock = noon('2027-04-05');
      await changeOf(arrived._id, 'check-in');
      await app.noShows.run(); // the stays of the tests above, due before this one
    });

    test('at 01:59 the guest is still awaited; at 02:00 the stay is a no-show, its nights free, audited as automatic', async () => {
      clock = new Date('2027-04-06T08:59:00Z'); // 01:59 in Los Angeles (PDT, UTC−7, in April)
      expect(await app.noShows.run()).toEqual([]);
      clock = new Date('2027-04-06T09:00:00Z'); // 02:00 PDT
      const marked = await app.noShows.run();
      expect(ids(marked)).toContain(late._id);
      expect(ids(marked)).not.toContain(arrived._id);
      expect(await bookedDates(ROOM6)).not.toContain('2027-04-06');
      const rows = (await call('GET', '/hotel/activity?limit=50', staff)).json<AuditEntry[]>().filter((r) => r.targetId === late._id);
      expect(rows).toEqual([
        expect.objectContaining({ actor: 'automatic', action: 'booking.no-show', after: { status: 'no-show' }, reason: 'Not checked in by 02:00 the day after arrival' }),
      ]);
      expect(await app.noShows.run()).toEqual([]);
    });

    test('two API processes running it at once mark each stay once', async () => {
      const due = [await book(guest, ROOM6, '2027-04-12', 1), await book(guest, ROOM7, '2027-04-12', 1)];
      // Apr 13's arrivals are due at 02:00 on Apr 14, already past below.
      const undone = await book(guest, ROOM6, '2027-04-20', 1);
      // A no-show undone by staff is theirs to decide: the job leaves it.
      clock = noon('2027-04-20');
      await changeOf(undone._id, 'no-show');
      await changeOf(undone._id, 'undo');

      clock = new Date('2027-04-21T09:30:00Z'); // 02:30 PDT on Apr 21
      let second: FastifyInstance;
      let close = async () => undefined as unknown;
      if (kind === 'postgres') {
        // Its own pool and its own change listener, as another process has.
        const db = await openPostgres(tdb.url!, { max: 5 });
        second = await makeApp(db, { now: () => clock });
        close = async () => {
          await second.close();
          await db.close();
        };
      } else {
        second = await makeApp(tdb.db, { now: () => clock });
        close = () => second.close();
      }
      try {
        const [a, b] = await Promise.all([app.noShows.run(), second.noShows.run()]);
        const all = [...ids(a), ...ids(b)];
        for (const d of [...due, alsoDue]) expect(all.filter((id) => id === d._id)).toHaveLength(1);
        expect(all).not.toContain(undone._id);
        const audited = await tdb.db.query<{ target_id: string }>(
          "SELECT target_id FROM audit_log WHERE action = 'booking.no-show' AND actor = 'automatic' AND target_id = ANY($1::text[])",
          [ids([...due, alsoDue])],
        );
        expect(audited).toHaveLength(3);
      } finally {
        await close();
      }
    });
  });

});
