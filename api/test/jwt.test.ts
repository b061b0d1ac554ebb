// POST /jwt against the real Firebase Auth emulator (firebase-admin verifies its ID tokens), and the
// rate limits of /jwt and /contact.
import { bearer, day, tokenFor, useApp } from './helpers';
import { setDisplayName, signUp } from './support/emulator';
import { claims, useEmulatorApp } from './support/emulatorApp';

describe('POST /jwt (Auth emulator)', () => {
  const t = useEmulatorApp();

  test('a valid ID token for the same e-mail → {token}: our JWT with email and name, ≤ 24 h', async () => {
    const idToken = await signUp('grace@example.com', 'Secret123', 'Grace Hopper');
    const res = await t.app.inject({ method: 'POST', url: '/jwt', headers: bearer(idToken), payload: { email: 'Grace@example.com' } });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    const c = claims(token);
    expect(c).toMatchObject({ email: 'grace@example.com', name: 'Grace Hopper', iss: 'harborview-api' });
    expect(Number(c.exp) - Number(c.iat)).toBeLessThanOrEqual(24 * 3600);
    // The token opens the protected routes.
    const mine = await t.app.inject({ method: 'GET', url: '/bookings/grace@example.com', headers: bearer(token) });
    expect(mine.statusCode).toBe(200);
    expect(res.body).not.toContain(idToken);
  });

  test('no display name yet → the token carries none; the guest is shown by the name the client sends, else the e-mail', async () => {
    const idToken = await signUp('noname@example.com', 'Secret123');
    const res = await t.app.inject({ method: 'POST', url: '/jwt', headers: bearer(idToken), payload: { email: 'noname@example.com' } });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    expect(claims(token)).not.toHaveProperty('name');
    // The client saves the name after the exchange, and sends it with the booking.
    await setDisplayName(idToken, 'Nora Nameless');
    const book = (userName?: string, bookingDate = day(400)) =>
      t.app.inject({
        method: 'POST',
        url: '/bookings',
        headers: bearer(token),
        payload: { roomId: '6650a1c0e4b0f1a2b3c40002', bookingDate, guests: 1, ...(userName ? { userName } : {}) },
      });
    expect((await book('Nora Nameless')).json().userName).toBe('Nora Nameless');
    expect((await book(undefined, day(401))).json().userName).toBe('noname@example.com');
  });

  test('a token signed before names became optional (its name is the e-mail) counts as nameless', async () => {
    const legacy = await tokenFor('legacy@example.com', 'legacy@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/bookings',
      headers: bearer(legacy),
      payload: { roomId: '6650a1c0e4b0f1a2b3c40002', bookingDate: day(402), guests: 1, userName: 'Lee Legacy' },
    });
    expect(res.json().userName).toBe('Lee Legacy');
  });

  test('another e-mail than the ID token’s → 403; no/invalid ID token → 401; bad body → 400', async () => {
    const idToken = await signUp('ada@example.com', 'Secret123', 'Ada');
    expect((await t.app.inject({ method: 'POST', url: '/jwt', headers: bearer(idToken), payload: { email: 'grace@example.com' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/jwt', payload: { email: 'ada@example.com' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/jwt', headers: bearer('forged.token.here'), payload: { email: 'ada@example.com' } })).statusCode).toBe(401);
    // An app token is not an identity token.
    const appToken = (await t.app.inject({ method: 'POST', url: '/jwt', headers: bearer(idToken), payload: { email: 'ada@example.com' } })).json().token;
    expect((await t.app.inject({ method: 'POST', url: '/jwt', headers: bearer(appToken), payload: { email: 'ada@example.com' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/jwt', headers: bearer(idToken), payload: {} })).statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  const t = useApp('pglite', { rateLimits: { jwt: { max: 3, timeWindow: '1 minute' }, contact: { max: 2, timeWindow: '1 minute' } } });

  test('/jwt and /contact answer 429 JSON past their limit; other routes are not limited', async () => {
    const jwt = [];
    for (let i = 0; i < 5; i++) jwt.push((await t.app.inject({ method: 'POST', url: '/jwt', payload: { email: 'a@b.co' } })).statusCode);
    expect(jwt).toEqual([401, 401, 401, 429, 429]);
    const contact = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/contact', payload: { name: 'A', email: 'a@b.co', message: 'hi' } });
      contact.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }
    expect(contact).toEqual([201, 201, 429, 429]);
    for (let i = 0; i < 10; i++) expect((await t.app.inject({ method: 'GET', url: '/rooms' })).statusCode).toBe(200);
  });
});
