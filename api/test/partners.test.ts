// Partners (issue 43, docs/architecture.md §7 "Partners"), on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: the front desk's partners (validation in words, nothing written on a 400, every write
// audited), the public check of a page's origin, a booking through a partner (its origin allowed or
// refused), its receipt checked against the JWKS (a changed byte fails), and partnerId on the
// guest's bookings while the receipt stays in the create's answer only; the receipts' keys (one per
// data directory without configuration, the previous key still listed after a rotation).
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compactVerify, createLocalJWKSet, jwtVerify } from 'jose';
import type { AuditEntry, Booking } from '@hotel/shared/domain';
import { PARTNER_MESSAGES, type Partner, type PartnerWithSecret } from '@hotel/shared/front-desk/partners';
import { previousReceiptKeys, resolveReceiptKey } from '../src/config';
import { generateReceiptKey, receiptSigner } from '../src/receipts';
import { DB_KINDS, callerOf, day, useApp, useGuests, useStaff } from './helpers';

const ROOM6 = '6650a1c0e4b0f1a2b3c40006'; // 149/119, capacity 2, no bookings
const ROOM13 = '6650a1c0e4b0f1a2b3c4000d'; // 159, capacity 2, no bookings
const VENUE = 'https://venue.example';

describe.each(DB_KINDS)('partners on %s', (kind) => {
  const t = useApp(kind);
  const staff = useStaff();
  const guests = useGuests({ alice: ['alice@example.com', 'Alice Liddell'] });

  const call = callerOf(t);
  const count = async (table: string) => (await t.tdb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  const audit = async () => (await call('GET', '/hotel/activity?limit=1000', staff)).json<AuditEntry[]>();
  const addPartner = async (body: object) => {
    const res = await call('POST', '/hotel/partners', staff, body);
    expect(res.statusCode).toBe(201);
    return res.json<PartnerWithSecret>();
  };
  const book = (roomId: string, first: string, more: object = {}) =>
    call('POST', '/bookings', guests.alice, { roomId, bookingDate: first, guests: 1, nights: 2, ...more });

  describe('the front desk', () => {
    test('adds a partner: its answer carries the webhook secret once, the list never; the write is audited', async () => {
      const created = await addPartner({ name: ' Lakeside Venue ', allowedOrigins: [`${VENUE}/`, 'HTTPS://Venue.Example:443'], commissionPercent: 12.5 });
      expect(created).toMatchObject({ name: 'Lakeside Venue', allowedOrigins: [VENUE], webhookUrl: null, commissionPercent: 12.5, active: true });
      expect(created.webhookSecret).toMatch(/^whsec_[\w-]{43}$/);
      const list = (await call('GET', '/hotel/partners', staff)).json<Partner[]>();
      const listed = list.find((p) => p._id === created._id)!;
      expect(listed).not.toHaveProperty('webhookSecret');
      expect(JSON.stringify(list)).not.toContain(created.webhookSecret);
      const row = (await audit()).find((a) => a.action === 'partner.create' && a.targetId === created._id)!;
      expect(row).toMatchObject({ actor: 'frontdesk@harborview.test', target: 'partner', before: null });
      expect(JSON.stringify(row)).not.toContain(created.webhookSecret);
    });

    test('refuses wrong fields in words, naming each, and writes nothing', async () => {
      const before = await count('partners');
      const res = await call('POST', '/hotel/partners', staff, {
        name: '',
        allowedOrigins: ['https://venue.example/book'],
        webhookUrl: 'ftp://hooks.example',
        commissionPercent: 101,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'INVALID_PARTNER',
        message: PARTNER_MESSAGES.name,
        details: [
          { field: 'name', message: PARTNER_MESSAGES.name },
          { field: 'allowedOrigins', message: PARTNER_MESSAGES.origin('https://venue.example/book') },
          { field: 'webhookUrl', message: PARTNER_MESSAGES.webhookUrl },
          { field: 'commissionPercent', message: PARTNER_MESSAGES.commissionPercent },
        ],
      });
      expect(await count('partners')).toBe(before);
    });

    test('changes a partner (the rest kept, the merge checked again), audited with before and after; an unknown one is 404', async () => {
      const p = await addPartner({ name: 'Tourism Office', allowedOrigins: ['https://office.example'] });
      const res = await call('PATCH', `/hotel/partners/${p._id}`, staff, { commissionPercent: 8, webhookUrl: 'https://office.example/hooks' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Tourism Office', allowedOrigins: ['https://office.example'], commissionPercent: 8, webhookUrl: 'https://office.example/hooks' });
      const bad = await call('PATCH', `/hotel/partners/${p._id}`, staff, { allowedOrigins: ['office.example'] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(PARTNER_MESSAGES.origin('office.example'));
      const row = (await audit()).find((a) => a.action === 'partner.update' && a.targetId === p._id)!;
      expect(row.before).toMatchObject({ commissionPercent: 0, webhookUrl: null });
      expect(row.after).toMatchObject({ commissionPercent: 8 });
      expect((await call('PATCH', '/hotel/partners/0000000000000000000000ff', staff, { active: false })).statusCode).toBe(404);
    });

    test('a new webhook secret replaces the old one, shown once, audited', async () => {
      const p = await addPartner({ name: 'Travel Blog', allowedOrigins: [] });
      const res = await call('POST', `/hotel/partners/${p._id}/rotate-secret`, staff);
      expect(res.statusCode).toBe(200);
      const rotated = res.json<PartnerWithSecret>();
      expect(rotated.webhookSecret).toMatch(/^whsec_/);
      expect(rotated.webhookSecret).not.toBe(p.webhookSecret);
      expect((await audit()).some((a) => a.action === 'partner.rotate-secret' && a.targetId === p._id)).toBe(true);
    });
  });

  describe('a page asks whether it is a partner', () => {
    test('an active partner’s origin gets its id and name (public, any origin, briefly cacheable); another gets 404 in words', async () => {
      const p = await addPartner({ name: 'Harbour Weddings', allowedOrigins: ['https://weddings.example'] });
      const res = await call('GET', `/partners/by-origin?origin=${encodeURIComponent('https://weddings.example')}`, { origin: 'https://weddings.example' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: p._id, name: 'Harbour Weddings' });
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      for (const origin of ['https://elsewhere.example', 'https://weddings.example.evil.test', 'not an origin']) {
        const refused = await call('GET', `/partners/by-origin?origin=${encodeURIComponent(origin)}`);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ code: 'NOT_A_PARTNER', message: 'This site is not a Harborview partner.' });
      }
      // A partner taken off no longer opens the frame.
      await call('PATCH', `/hotel/partners/${p._id}`, staff, { active: false });
      expect((await call('GET', `/partners/by-origin?origin=${encodeURIComponent('https://weddings.example')}`)).statusCode).toBe(404);
    });
  });

  describe('a booking through a partner', () => {
    let partner: PartnerWithSecret;
    beforeAll(async () => {
      partner = await addPartner({ name: 'Receipt Venue', allowedOrigins: ['https://receipts.example'] });
    });

    test('from an allowed origin: stored with its partner; the answer carries a receipt that verifies against the JWKS', async () => {
      const res = await book(ROOM6, day(40), { partnerId: partner._id, partnerOrigin: 'https://receipts.example' });
      expect(res.statusCode).toBe(201);
      const booking = res.json<Booking>();
      expect(booking.partnerId).toBe(partner._id);
      const jwksRes = await call('GET', '/.well-known/jwks.json');
      expect(jwksRes.headers['access-control-allow-origin']).toBe('*');
      const jwks = createLocalJWKSet(jwksRes.json());
      const { payload, protectedHeader } = await jwtVerify(booking.receipt!, jwks);
      expect(protectedHeader).toMatchObject({ alg: 'EdDSA', kid: jwksRes.json().keys[0].kid });
      expect(payload).toEqual({
        confirmationCode: booking.confirmationCode,
        partnerId: partner._id,
        roomId: ROOM6,
        checkIn: day(40),
        checkOut: day(42),
        total: booking.price,
        currency: 'USD',
        iat: expect.any(Number),
      });
      // A changed byte of the payload (another total) and the signature no longer holds.
      const [head, body, sig] = booking.receipt!.split('.');
      const forged = Buffer.from(JSON.stringify({ ...payload, total: 1 })).toString('base64url');
      await expect(compactVerify(`${head}.${forged}.${sig}`, jwks)).rejects.toThrow('signature verification failed');
      const flipped = sig!.slice(0, 10) + (sig![10] === 'A' ? 'B' : 'A') + sig!.slice(11);
      await expect(compactVerify(`${head}.${body}.${flipped}`, jwks)).rejects.toThrow();

      // The guest's list carries the partner, not the receipt.
      const mine = (await call('GET', '/bookings/alice@example.com', guests.alice)).json<Booking[]>();
      const listed = mine.find((b) => b._id === booking._id)!;
      expect(listed.partnerId).toBe(partner._id);
      expect(listed).not.toHaveProperty('receipt');
    });

    test('from an origin the partner does not allow (or without its partner): 403 or 400 in words, nothing booked', async () => {
      const before = await count('bookings');
      const refused = await book(ROOM13, day(44), { partnerId: partner._id, partnerOrigin: 'https://elsewhere.example' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'PARTNER_ORIGIN_REFUSED', message: 'This site may not book for that partner.' });
      const unknown = await book(ROOM13, day(44), { partnerId: '0000000000000000000000ff', partnerOrigin: 'https://receipts.example' });
      expect(unknown.statusCode).toBe(403);
      const half = await book(ROOM13, day(44), { partnerId: partner._id });
      expect(half.statusCode).toBe(400);
      expect(half.json().message).toBe('partnerId and partnerOrigin go together: send both or neither.');
      expect(await count('bookings')).toBe(before);
    });

    test('a booking on our own site has no partner and no receipt', async () => {
      const res = await book(ROOM13, day(46));
      expect(res.statusCode).toBe(201);
      expect(res.json()).not.toHaveProperty('partnerId');
      expect(res.json()).not.toHaveProperty('receipt');
    });
  });
});

describe('the receipts’ keys', () => {
  test('without RECEIPT_SIGNING_KEY every process on one data directory signs with the one generated key, kept private to the owner', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hv-receipt-key-'));
    try {
      const first = resolveReceiptKey({}, dir);
      expect(resolveReceiptKey({}, dir)).toBe(first);
      expect(statSync(join(dir, 'receipt-key.pem')).mode & 0o777).toBe(0o600);
      const [a, b] = await Promise.all([receiptSigner(first), receiptSigner(resolveReceiptKey({}, dir))]);
      expect(a.jwks).toEqual(b.jwks);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('after a rotation the JWKS lists the new key first and the previous one, so receipts already handed out still verify', async () => {
    const old = await receiptSigner(generateReceiptKey());
    const handedOut = await old.sign({ confirmationCode: 'HV-ABCDEF', partnerId: 'p', roomId: 'r', checkIn: '2027-01-01', checkOut: '2027-01-02', total: 100, currency: 'USD' });
    const dir = mkdtempSync(join(tmpdir(), 'hv-receipt-prev-'));
    try {
      // The hotel saves yesterday's /.well-known/jwks.json as RECEIPT_PREVIOUS_JWKS_FILE (docs/deploying.md).
      writeFileSync(join(dir, 'previous.json'), JSON.stringify(old.jwks));
      const current = await receiptSigner(generateReceiptKey(), previousReceiptKeys({ RECEIPT_PREVIOUS_JWKS_FILE: join(dir, 'previous.json') }));
      expect(current.jwks.keys.map((k) => k.kid)).toEqual([expect.any(String), old.jwks.keys[0]!.kid]);
      expect(current.jwks.keys[0]!.kid).not.toBe(old.jwks.keys[0]!.kid);
      const jwks = createLocalJWKSet(current.jwks);
      await expect(jwtVerify(handedOut, jwks)).resolves.toMatchObject({ payload: { confirmationCode: 'HV-ABCDEF' } });
      await expect(jwtVerify(await current.sign({ confirmationCode: 'HV-GHJKMN', partnerId: 'p', roomId: 'r', checkIn: '2027-01-01', checkOut: '2027-01-02', total: 1, currency: 'USD' }), jwks)).resolves.toBeDefined();
      writeFileSync(join(dir, 'previous.json'), '{"keys": "nope"}');
      expect(() => previousReceiptKeys({ RECEIPT_PREVIOUS_JWKS_FILE: join(dir, 'previous.json') })).toThrow('RECEIPT_PREVIOUS_JWKS_FILE is not a JWK set');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
