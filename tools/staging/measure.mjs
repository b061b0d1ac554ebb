// `npm run staging -- measure`: the proxy's cost. GET /rooms and a booking, p50/p99 over keep-alive
// connections (10 at a time), through nginx (TLS, HTTP/1.1) against straight to one API process,
// on the running staging (docs/operating.md, "Measured"). Bookings are made on far dates by a guest
// of its own, and cancelled again.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { join } from 'node:path';
import { url } from '../stack/parts.cjs';
import { hotelDay } from '../stack/runner.cjs';
import { request } from './control.mjs';

const CONNECTIONS = 10;

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `count` requests, CONNECTIONS at a time; { p50, p99 } in ms; throws on an unexpected status. */
async function timed(count, send, expect) {
  const times = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const t = process.hrtime.bigint();
      const r = await send(n);
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
      if (r.status !== expect) throw new Error(`answered ${r.status}: ${r.body.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p99: pct(times, 99) };
}

export async function measure({ state, authPort, reads = 2000, bookings = 300 }) {
  const ca = readFileSync(join(state.dir, 'tls', 'cert.pem'), 'utf8');
  const direct = url(state.apiPorts[0]);
  const targets = {
    nginx: { base: `${state.url}/api`, send: (u, o) => request(u, { ca, agent: tlsAgent, ...o }) },
    direct: { base: direct, send: (u, o) => request(u, { agent: plainAgent, ...o }) },
  };
  const tlsAgent = new https.Agent({ keepAlive: true, maxSockets: CONNECTIONS, ca });
  const plainAgent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const email = `measure-${randomUUID().slice(0, 8)}@example.com`;
  const emulator = `${url(authPort)}/identitytoolkit.googleapis.com/v1`;
  const signUp = await fetch(`${emulator}/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Measure-1-pass', returnSecureToken: true }),
  });
  const { idToken } = await signUp.json();
  const { token } = JSON.parse((await request(`${direct}/jwt`, { method: 'POST', body: { email }, headers: { authorization: `Bearer ${idToken}` } })).body);
  const rooms = JSON.parse((await request(`${direct}/rooms`)).body);
  const auth = { authorization: `Bearer ${token}` };
  const out = {};
  let offset = 0;
  for (const [name, t] of Object.entries(targets)) {
    await timed(200, () => t.send(`${t.base}/rooms`), 200); // warm-up: connections, caches, JIT
    const read = await timed(reads, () => t.send(`${t.base}/rooms`), 200);
    const first = 250 + offset; // far enough to be free, within the booking horizon
    offset += Math.ceil(bookings / rooms.length) + 1;
    const book = await timed(
      bookings,
      (n) =>
        t.send(`${t.base}/bookings`, {
          method: 'POST',
          body: { roomId: rooms[n % rooms.length]._id, bookingDate: hotelDay(first + Math.floor(n / rooms.length)), guests: 1 },
          headers: { ...auth, 'idempotency-key': randomUUID() },
        }),
      201,
    );
    out[name] = { rooms: read, booking: book };
  }
  tlsAgent.destroy();
  plainAgent.destroy();
  const mine = JSON.parse((await request(`${direct}/bookings/${encodeURIComponent(email)}`, { headers: auth })).body);
  for (const b of mine) await request(`${direct}/bookings/${b._id}`, { method: 'DELETE', headers: auth });
  return out;
}
