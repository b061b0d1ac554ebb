// The log of a real API process (issue 39), on PGlite and PostgreSQL, at the production level (info):
// a guest signs in through the real Auth emulator, books, writes to the hotel, and the e-mails go out
// through a real SMTP server; wrong tokens are tried too. Every line is JSON; every request's line
// has its request id (the proxy's when it sent one); no line holds a token (ID token, app token, the
// Authorization header), the password, the message's text or an e-mail's body.
import { DB_KINDS, bearer, day, tokenFor } from './helpers';
import { request, startServer, stopServer } from './support/proc';
import { useProcessEnv } from './support/processEnv';
import { AUTH_PROJECT_ID, EMULATOR_HOST, clearAccounts, signUp, waitForEmulator } from './support/emulator';

const ROOM = '6650a1c0e4b0f1a2b3c40006';

interface Entry {
  level: number;
  msg: string;
  requestId?: string;
  url?: string;
  statusCode?: number;
}

describe.each(DB_KINDS)('what the log holds, on %s', (kind) => {
  const t = useProcessEnv(kind, 'logs');
  beforeAll(async () => {
    await waitForEmulator();
    await clearAccounts();
  }, 200_000);

  test('a sign-in, a booking and a message: JSON lines with request ids, no token, password or e-mail text', async () => {
    const { smtp } = t;
    const server = (t.server = await startServer({
      ...t.env,
      LOG_LEVEL: 'info',
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      FIREBASE_PROJECT_ID: AUTH_PROJECT_ID,
    }));
    const email = `logged-${kind}@example.com`;
    const password = `Pw-${kind}-never-logged-7781`;
    const idToken = await signUp(email, password, 'Lou Logged');

    // Sign in (and a forged ID token), book (and with a stranger's app token), write to the hotel.
    const signIn = await request(server.url, 'POST', '/jwt', { email }, bearer(idToken));
    expect(signIn.status).toBe(200);
    const appToken = (JSON.parse(signIn.body) as { token: string }).token;
    const forgedIdToken = `${idToken.slice(0, -12)}AAAAforged12`;
    expect((await request(server.url, 'POST', '/jwt', { email }, bearer(forgedIdToken))).status).toBe(401);
    const proxyId = `req-${kind}-7f3a9c21e0b4`;
    const booking = await request(server.url, 'POST', '/bookings', { roomId: ROOM, bookingDate: day(90), guests: 1 }, { ...bearer(appToken), 'x-request-id': proxyId });
    expect(booking.status).toBe(201);
    const wrongSecret = await tokenFor(email, 'Lou Logged', { secret: 'another-secret-another-secret-another-1234' });
    expect((await request(server.url, 'POST', '/bookings', { roomId: ROOM, bookingDate: day(91), guests: 1 }, bearer(wrongSecret))).status).toBe(401);
    const message = `Could we have a quiet room away from the lift, reference ${kind}-quiet-4412?`;
    expect((await request(server.url, 'POST', '/contact', { name: 'Lou Logged', email, subject: 'A quiet room', message, inquiryType: 'general' })).status).toBe(201);

    // The e-mails went out (the sender's own logging took part), then the process stops and flushes its log.
    const confirmation = await smtp.waitFor((m) => /Booking confirmed/.test(m.subject ?? ''));
    const acknowledgement = await smtp.waitFor((m) => m !== confirmation); // the message's, whatever its words
    await stopServer(server);
    t.server = undefined;
    const log = server.log();

    const lines = log.split('\n').filter(Boolean);
    const entries = lines.map((line) => JSON.parse(line) as Entry); // throws on a line that is not JSON
    const requests = entries.filter((e) => e.msg === 'request');
    expect(requests.map((e) => `${e.statusCode} ${e.url}`)).toEqual(
      expect.arrayContaining(['200 /jwt', '401 /jwt', '201 /bookings', '401 /bookings', '201 /contact']),
    );
    for (const e of requests) expect(e.requestId).toMatch(/^[\w.:-]{8,128}$/);
    expect(requests.find((e) => e.statusCode === 201 && e.url === '/bookings')?.requestId).toBe(proxyId);
    expect(new Set(requests.map((e) => e.requestId)).size).toBe(requests.length);

    const secrets: Record<string, string> = {
      'the ID token': idToken,
      "the ID token's signature": idToken.split('.')[2] || idToken.slice(-40),
      'the forged ID token': forgedIdToken,
      'the app token': appToken,
      "the app token's signature": appToken.split('.')[2]!,
      'a token signed with another secret': wrongSecret,
      'an Authorization header': 'Bearer ',
      'the password': password,
      "the message's text": message,
    };
    // Every sentence of each e-mail's body (the short ones, like "Harborview Hotel", are not the body).
    for (const [name, mail] of [['confirmation', confirmation], ['acknowledgement', acknowledgement]] as const)
      for (const [i, line] of (mail.text ?? '').split('\n').entries()) if (line.trim().length >= 30) secrets[`the ${name} e-mail's line ${i}`] = line.trim();
    expect(Object.keys(secrets).length).toBeGreaterThan(12);
    const found = Object.entries(secrets).filter(([, secret]) => log.includes(secret)).map(([name]) => name);
    expect(found).toEqual([]);
  }, 240_000);
});
