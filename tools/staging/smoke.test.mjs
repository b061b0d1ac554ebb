// The staging smoke test (node:test; `npm test -- staging`, tools/test/run.mjs): `npm run staging`
// comes up, and through its one front door a guest browses in Chromium, signs in and books, the
// confirmation reaches MailDev, the front desk cancels it; a live-availability event crosses from
// one API process to a stream on the other; the two processes share one rate limit (the 11th contact
// message of a minute is refused); and a roll under a bounded load fails no request and doubles no
// booking. Ports: HV_PORT_SHIFT, else +20000 (clear of npm start, the e2e run and the bench; the Auth
// emulator's helper ports, 30000 and 31000 above its own, must stay under 65536).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import http2 from 'node:http2';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { ports, stagingPorts, url } from '../stack/parts.cjs';
import { hotelDay, root, stopChild } from '../stack/runner.cjs';
import { PICTURE_SCRIPT_HASH } from '../first-view/pages.mjs';
import { cspFor } from '../stack/security-headers.mjs';
import { DEMO_STAFF } from '../staff/demo-account.mjs';
import { GaveUp, request, requestRetryingStale, readState, requestRoll, until } from './control.mjs';

const shift = Number(process.env.HV_PORT_SHIFT || 20_000);
const pt = ports(shift);
const sp = stagingPorts(shift);
const base = `https://127.0.0.1:${sp.front}`;
const dir = join(process.env.HV_DATA_DIR || join(root, '.data'), `staging-${sp.front}`);
const PASSWORD = 'Harbour-Staging-1';

let staging;
let output = '';
let ca;
const api = (path, opts = {}) => request(`${base}/api${path}`, { ca, ...opts });
const json = (r) => JSON.parse(r.body);

/** An account at the Auth emulator; its app token from POST /api/jwt through the front door. */
async function signIn(email, { create = true, password = PASSWORD } = {}) {
  const emulator = `${url(pt.auth)}/identitytoolkit.googleapis.com/v1`;
  const post = (path, body) =>
    fetch(`${emulator}/${path}?key=demo-key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (create) assert.equal((await post('accounts:signUp', { email, password, displayName: 'Staging Guest' })).status, 200);
  const { idToken } = await (await post('accounts:signInWithPassword', { email, password, returnSecureToken: true })).json();
  const r = await api('/jwt', { method: 'POST', body: { email }, headers: { authorization: `Bearer ${idToken}` } });
  assert.equal(r.status, 200, r.body);
  return json(r).token;
}

/** The mails MailDev holds for `address`. */
const mailsTo = async (address) =>
  (await (await fetch(`${url(pt.mailWeb)}/api/email`)).json()).filter((m) => m.to.some((t) => t.address === address));

before(async () => {
  staging = spawn(process.execPath, [join(root, 'tools', 'staging', 'staging.mjs')], {
    cwd: root,
    env: { ...process.env, HV_PORT_SHIFT: String(shift) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  staging.stdout.on('data', (d) => (output += d));
  staging.stderr.on('data', (d) => (output += d));
  await until(
    async () => {
      if (staging.exitCode !== null) throw new GaveUp(`npm run staging exited ${staging.exitCode}:\n${output}`);
      return /Harborview staging is ready in ([\d.]+) s/.test(output);
    },
    'staging did not come up',
    { timeoutMs: 300_000 },
  ).catch((err) => {
    throw new Error(`${err.message}\n${output}`);
  });
  console.log(`staging started in ${/ready in ([\d.]+) s/.exec(output)[1]} s`);
  ca = readFileSync(join(dir, 'tls', 'cert.pem'), 'utf8');
});

after(async () => {
  if (staging) await stopChild(staging, { graceMs: 30_000 });
});

describe('npm run staging', () => {
  it('serves the site over TLS and HTTP/2 with the security headers npm start sends, immutable releases and revalidated entry points', async () => {
    const session = http2.connect(base, { ca });
    const get = (path, headers = {}) =>
      new Promise((resolve, reject) => {
        const req = session.request({ ':path': path, 'accept-encoding': 'gzip', ...headers });
        req.on('response', (h) => {
          req.resume();
          req.on('end', () => resolve(h));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      const config = JSON.parse((await request(`${base}/config.json`, { ca })).body);
      assert.equal(config.apiBase, `${base}/api`);
      assert.equal(config.remotes.catalog, `${base}/catalog/mf-manifest.json`);
      const page = await get('/rooms');
      assert.equal(page[':status'], 200);
      assert.equal(page['content-security-policy'], cspFor(config, { inlineScripts: [PICTURE_SCRIPT_HASH] }));
      assert.match(page['strict-transport-security'], /max-age=31536000/);
      assert.equal(page['x-content-type-options'], 'nosniff');
      assert.equal(page['cache-control'], 'no-cache');
      assert.equal((await get('/config.json'))['cache-control'], 'no-cache');
      // A Spanish path answers with the Spanish page, whose startup code is the Spanish copy's.
      const spanish = (await request(`${base}/es/rooms`, { ca })).body;
      assert.match(spanish, /<html lang="?es"?/);
      const preloads = [...spanish.matchAll(/<link rel="?preload"? href="?([^ >"]+)"? as="?script"?>/g)].map((m) => m[1]);
      assert.ok(preloads.length > 0 && preloads.every((href) => href.startsWith('/es/')), preloads.join(' '));
      assert.equal((await request(`${base}${preloads[0]}`, { ca })).status, 200);
      const manifest = JSON.parse((await request(`${base}/catalog/mf-manifest.json`, { ca })).body);
      const chunk = manifest.shared?.[0]?.assets?.js?.sync?.[0] ?? manifest.exposes[0].assets.js.sync[0];
      const asset = await get(`/catalog/${chunk}`);
      assert.equal(asset[':status'], 200);
      assert.match(asset['cache-control'], /immutable/);
      assert.equal(asset['content-encoding'], 'gzip');
      assert.equal((await get('/api/rooms'))['content-encoding'], 'gzip');
      // A room's picture is the API's, under /api/ like the rest of it (not a static file of the site).
      const [room] = JSON.parse((await request(`${base}/api/rooms`, { ca })).body);
      assert.ok(room.image.startsWith(`${base}/api/`), room.image);
      const picture = await get(new URL(room.image).pathname);
      assert.equal(picture[':status'], 200);
      assert.match(picture['content-type'], /^image\//);
    } finally {
      session.close();
    }
  });

  it('runs the API as a role that may read and write rows but not change the schema', async () => {
    const appUrl = readState(sp.front).appUrl;
    const client = new pg.Client({ connectionString: appUrl });
    await client.connect();
    try {
      assert.ok((await client.query('SELECT count(*)::int AS n FROM rooms')).rows[0].n > 0);
      await assert.rejects(client.query('DROP TABLE audit_log'), /must be owner/);
      await assert.rejects(client.query('CREATE TABLE intruder (id int)'), /permission denied/);
    } finally {
      await client.end();
    }
  });

  it('a guest signs in and books in Chromium; the confirmation reaches MailDev; the front desk cancels it', async () => {
    const email = `staging-${randomUUID().slice(0, 8)}@example.com`;
    const guest = await signIn(email);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
    try {
      const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: base });
      const page = await context.newPage();
      // The special-offers pop-up is not under test: marked shown for today, as the e2e support does.
      await page.addInitScript((day) => localStorage.setItem('harborview-offers-shown', day), hotelDay());
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL(`${base}/`);

      const rooms = json(await api('/rooms'));
      const room = rooms[0];
      const date = hotelDay(30 + Math.floor(Math.random() * 60));
      await page.goto(`/room-details/${room._id}?checkIn=${date}&checkOut=${hotelDay(0, new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000))}&guests=1`);
      const panel = page.getByRole('region', { name: 'Book this room' });
      await panel.getByText('Date is available!').waitFor();
      await panel.getByRole('button', { name: 'Book Now' }).click();
      await page.getByRole('dialog', { name: 'Booking Summary' }).getByRole('button', { name: 'Confirm Booking' }).click();
      await page.getByText('Room booked successfully!').waitFor();

      const [booking] = json(await api(`/bookings/${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${guest}` } }));
      assert.equal(booking.bookingDate, date);
      const mail = await until(async () => (await mailsTo(email)).find((m) => m.text.includes(booking.confirmationCode)), 'no confirmation e-mail', {
        timeoutMs: 30_000,
      });
      assert.ok(mail.attachments?.some((a) => a.filename.endsWith('.ics')), 'the confirmation carries the stay');

      const staff = await signIn(DEMO_STAFF.email, { create: false, password: DEMO_STAFF.password });
      const cancelled = await api(`/hotel/bookings/${booking._id}/cancel`, {
        method: 'POST',
        body: { reason: 'Staging smoke test' },
        headers: { authorization: `Bearer ${staff}` },
      });
      assert.equal(cancelled.status, 200, cancelled.body);
      await until(async () => (await mailsTo(email)).some((m) => /cancel/i.test(m.subject)), 'no cancellation e-mail', { timeoutMs: 30_000 });
    } finally {
      await browser.close();
    }
  });

  it('a booking on one API process reaches a live stream on the other', async () => {
    const token = await signIn(`live-${randomUUID().slice(0, 8)}@example.com`);
    const room = json(await api('/rooms'))[1];
    const date = hotelDay(100 + Math.floor(Math.random() * 100));
    const [first, second] = readState(sp.front).apiPorts;
    let events = '';
    const stream = http.get(`${url(first)}/rooms/${room._id}/events`, (res) => res.on('data', (d) => (events += d)));
    try {
      await until(async () => events.length > 0, 'the stream did not open', { timeoutMs: 10_000 });
      const booked = await request(`${url(second)}/bookings`, {
        method: 'POST',
        body: { roomId: room._id, bookingDate: date, guests: 1 },
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      });
      assert.equal(booked.status, 201, booked.body);
      await until(async () => events.includes(date), `the stream on :${first} did not get ${date}`, { timeoutMs: 15_000 });
    } finally {
      stream.destroy();
    }
  });

  it('both API processes share one rate limit: the 11th contact message of a minute is refused', async () => {
    const [first, second] = readState(sp.front).apiPorts;
    const message = (n) => ({ name: 'Rate Test', email: `rate${n}@example.com`, message: `Message number ${n} for the front desk.` });
    const statuses = [];
    for (let n = 1; n <= 11; n++) {
      const port = n % 2 ? first : second;
      const r = await fetch(`${url(port)}/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message(n)) });
      statuses.push(r.status);
    }
    assert.deepEqual(statuses, [...Array(10).fill(201), 429]);
    // And through the front door: the same client, the same count.
    assert.equal((await api('/contact', { method: 'POST', body: message(12) })).status, 429);
  });

  it('a roll under load fails no request and doubles no booking', async () => {
    const email = `load-${randomUUID().slice(0, 8)}@example.com`;
    const token = await signIn(email);
    const rooms = json(await api('/rooms'));
    const agent = new https.Agent({ keepAlive: true, maxSockets: 4, ca });
    const failures = [];
    const created = [];
    let sent = 0;
    let resent = 0;
    let rolled = false;
    const send = (target, opts) => requestRetryingStale(target, { ca, agent, ...opts }, () => resent++);
    // A fixed load: 4 clients, each a request at a time (reads and bookings alternating), until the
    // roll is over and at least MIN requests went out, never more than MAX, never past 3 minutes.
    const MIN = 200;
    const MAX = 3000;
    const deadline = Date.now() + 180_000;
    const client = async () => {
      while ((!rolled || sent < MIN) && sent < MAX && Date.now() < deadline) {
        const n = sent++;
        try {
          if (n % 2) {
            const r = await send(`${base}/api/rooms`);
            if (r.status !== 200) failures.push(`GET /rooms ${r.status}`);
          } else {
            const room = rooms[n % rooms.length];
            // A night of its own for every booking (n is unique), all within the booking horizon.
            const date = hotelDay(60 + Math.floor(n / rooms.length));
            const r = await send(`${base}/api/bookings`, {
              method: 'POST',
              body: { roomId: room._id, bookingDate: date, guests: 1 },
              headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
            });
            if (r.status === 201) created.push(json(r)._id);
            else if (r.status !== 409) failures.push(`POST /bookings ${r.status} ${r.body.slice(0, 120)}`);
          }
        } catch (err) {
          failures.push(err.message);
        }
      }
    };
    const load = Promise.all([1, 2, 3, 4].map(client));
    const t = Date.now();
    const roll = await requestRoll(sp.front).finally(() => (rolled = true));
    await load;
    agent.destroy();
    console.log(`roll: ${(roll.ms / 1000).toFixed(1)} s for ${roll.processes} processes; ${sent} requests under it (${((Date.now() - t) / 1000).toFixed(1)} s), ${failures.length} failed, ${resent} resent after a stale keep-alive connection`);
    assert.deepEqual(failures, []);
    const mine = json(await api(`/bookings/${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${token}` } }));
    assert.equal(mine.length, created.length, 'every 201 is one booking, and no booking is there twice');
    assert.equal(new Set(mine.map((b) => b._id)).size, created.length);
    assert.notDeepEqual(readState(sp.front).apiPorts, sp.api, 'the processes were replaced');
  });
});
