// An address whose account was deleted can be registered again by anyone (Firebase asks for no proof
// of the address): the new account must not inherit the old one's bookings and reviews, while a guest
// who stays the same account keeps everything across sign-ins. Against the real Auth emulator, on
// PGlite and (with TEST_DATABASE_URL) PostgreSQL. Rows carry their account's uid (owner_uid); rows
// from before that are claimed at sign-in only by an account created before them
// (docs/architecture.md §5, "Revocation").
import { addDays, type Booking, type Review, type Room } from '@hotel/shared/domain';
import { DB_KINDS, bearer, day, tokenFor } from './helpers';
import { createdMsOf, deleteAccount, secondAfter, signIn, signUp } from './support/emulator';
import { exchange, staffMember, useEmulatorApp } from './support/emulatorApp';

const ROOM2 = '6650a1c0e4b0f1a2b3c40002'; // 129 a night, sleeps 2
const ROOM3 = '6650a1c0e4b0f1a2b3c40003';
const PASSWORD = 'Secret123';

describe.each(DB_KINDS)('an address registered again after its account was deleted, on %s', (kind) => {
  const t = useEmulatorApp(kind);
  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A new account of `email`, signed in: its app token. */
  const register = async (email: string) => exchange(t.app, email, await signUp(email, PASSWORD, 'Guest'));
  const signInAgain = async (email: string) => exchange(t.app, email, await signIn(email, PASSWORD));
  /** The front desk's app token, once one is needed. */
  let desk: string | undefined;

  /** Books the room for two nights from `first` and reviews it, with `token` (any app token). */
  async function bookAndReview(token: string, roomId: string, first: string, comment: string) {
    const booked = await call(token, 'POST', '/bookings', { roomId, bookingDate: first, nights: 2, guests: 1 });
    expect(booked.statusCode).toBe(201);
    const reviewed = await call(token, 'PATCH', `/rooms/${roomId}/review`, { review: { rating: 5, comment } });
    expect(reviewed.statusCode).toBe(201);
    return booked.json<Booking>();
  }

  /** The new owner of the address sees, changes and claims nothing of the old one's; the hotel still has it all. */
  async function expectNothingInherited(token: string, old: Booking, oldComment: string) {
    const email = old.userEmail;
    expect((await call(token, 'GET', `/bookings/${email}`)).json()).toEqual([]);
    expect((await call(token, 'GET', '/reviews/mine')).json()).toEqual([]);
    const cancel = await call(token, 'DELETE', `/bookings/${old._id}`, { userEmail: email });
    expect(cancel.json()).toMatchObject({ code: 'FORBIDDEN', message: 'This booking belongs to another guest' });
    const move = await call(token, 'PATCH', `/bookings/${old._id}`, { bookingDate: addDays(old.bookingDate, 3) });
    expect(move.json()).toMatchObject({ code: 'FORBIDDEN' });
    const edit = await call(token, 'PATCH', `/rooms/${old.roomId}/review/update`, { userEmail: email, review: { rating: 1, comment: 'Not mine.' } });
    expect(edit.json()).toMatchObject({ code: 'REVIEW_NOT_FOUND' });
    // Another's booking of the room is no booking of theirs to review it by.
    const write = await call(token, 'PATCH', `/rooms/${old.roomId}/review`, { review: { rating: 1, comment: 'Not mine.' } });
    expect(write.json()).toMatchObject({ code: 'NO_BOOKING' });
    const held = await call(token, 'PATCH', `/rooms/${old.roomId}/book-date`, { date: old.bookingDate });
    expect(held.json()).toMatchObject({ code: 'DATE_HELD_BY_OTHER' });

    desk ??= (await staffMember(t.app, 'desk@example.com')).token;
    const stays = await call(desk, 'GET', `/hotel/bookings?from=${old.bookingDate}&to=${old.checkOut}&q=${encodeURIComponent(email)}`);
    expect(stays.json<Booking[]>()).toEqual([expect.objectContaining({ _id: old._id, userEmail: email, bookingDate: old.bookingDate })]);
    // The room still shows the old review (read as the front desk, to whom reviewers' addresses are shown).
    const room = (await call(desk, 'GET', `/rooms/${old.roomId}`)).json<Room>();
    expect(room.reviews.filter((r) => r.userEmail === email)).toEqual([expect.objectContaining({ rating: 5, comment: oldComment })]);
  }

  /** A guest's own stay and review, as My Bookings reads them, and both still theirs to change. */
  async function expectKept(token: string, own: Booking, comment: string) {
    const email = own.userEmail;
    expect((await call(token, 'GET', `/bookings/${email}`)).json<Booking[]>().map((b) => b._id)).toEqual([own._id]);
    expect((await call(token, 'GET', '/reviews/mine')).json<Review[]>()).toEqual([expect.objectContaining({ roomId: own.roomId, comment })]);
    const edit = await call(token, 'PATCH', `/rooms/${own.roomId}/review/update`, { userEmail: email, review: { rating: 4, comment: `${comment} Still.` } });
    expect(edit.statusCode).toBe(200);
    const moved = await call(token, 'PATCH', `/bookings/${own._id}`, { bookingDate: addDays(own.bookingDate, 3) });
    expect(moved.json()).toMatchObject({ _id: own._id, bookingDate: addDays(own.bookingDate, 3), nights: 2 });
    expect((await call(token, 'DELETE', `/bookings/${own._id}`, { userEmail: email })).statusCode).toBe(200);
  }

  test('stays and reviews made since tokens carry the account stay its own', async () => {
    const email = 'reused@example.com';
    const old = await bookAndReview(await register(email), ROOM2, day(60), 'The old owner liked it.');
    const keeper = await register('keeper@example.com');
    const kept = await bookAndReview(keeper, ROOM2, day(70), 'A keeper’s review.');

    await deleteAccount(email);
    const newcomer = await register(email);
    await expectNothingInherited(newcomer, old, 'The old owner liked it.');
    // Signing in again claims nothing either.
    await expectNothingInherited(await signInAgain(email), old, 'The old owner liked it.');

    // The guest who kept their account has everything, on this sign-in and the next.
    expect((await call(keeper, 'GET', '/bookings/keeper@example.com')).json<Booking[]>().map((b) => b._id)).toEqual([kept._id]);
    await expectKept(await signInAgain('keeper@example.com'), kept, 'A keeper’s review.');
  });

  test('rows from before tokens carried the account go to the account that made them, never to one registered after', async () => {
    const email = 'old.reused@example.com';
    const keeperEmail = 'old.keeper@example.com';
    for (const e of [email, keeperEmail]) await signUp(e, PASSWORD, 'Guest');
    // Written after both accounts' creation second (Firebase tells it to the second), with tokens
    // signed before tokens carried the uid: the rows have no owner yet, as every row from before.
    await secondAfter(Math.floor(Math.max(await createdMsOf(email), await createdMsOf(keeperEmail)) / 1000));
    const old = await bookAndReview(await tokenFor(email, 'Old'), ROOM3, day(80), 'Written before uids.');
    const kept = await bookAndReview(await tokenFor(keeperEmail, 'Keeper'), ROOM3, day(90), 'Mine from before.');

    await deleteAccount(email);
    await expectNothingInherited(await register(email), old, 'Written before uids.');
    await expectNothingInherited(await signInAgain(email), old, 'Written before uids.');

    // The account that made them claims them at its sign-in, and keeps them at the next.
    const first = await signInAgain(keeperEmail);
    expect((await call(first, 'GET', `/bookings/${keeperEmail}`)).json<Booking[]>().map((b) => b._id)).toEqual([kept._id]);
    await expectKept(await signInAgain(keeperEmail), kept, 'Mine from before.');
  });
});
