// `npm run bench:mail -w api`: the delay from a booking's 201 request to its confirmation in the
// inbox, median of 20. The API in process (PGlite in memory, the sender woken after each commit)
// sends to a real MailDev; each booking's e-mail is looked for in MailDev's REST API every 5 ms.
// Ports 4153 (SMTP) and 4154 (MailDev's web) plus HV_PORT_SHIFT. Prints one line per booking and
// the median; asserts nothing (a measurement, not a test).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_HOTEL_TIME_ZONE, addDays, todayIn, type Booking } from '@hotel/shared/domain';
import { buildApp } from '../src/app';
import { openPglite } from '../src/db/index';
import { prepareDatabase } from '../src/db/migrate';
import { appToken } from './appToken';

const SHIFT = Number(process.env.HV_PORT_SHIFT ?? 0);
const SMTP = 4153 + SHIFT;
const WEB = 4154 + SHIFT;
const RUNS = 20;
const ROOM = '6650a1c0e4b0f1a2b3c40006';
const SECRET = 'mail-delay-secret-mail-delay-secret-0123456789';
const inbox = `http://127.0.0.1:${WEB}/api/email`;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const mailDir = mkdtempSync(join(tmpdir(), 'hv-mail-delay-'));
  const maildev = spawn(
    join(__dirname, '..', '..', 'node_modules', '.bin', 'maildev'),
    [
      '--smtp',
      String(SMTP),
      '--ip',
      '127.0.0.1',
      '--web',
      String(WEB),
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      mailDir,
      '--silent',
    ],
    {
      stdio: 'ignore',
    },
  );
  const db = await openPglite();
  try {
    for (let i = 0; ; i++) {
      if ((await fetch(inbox).catch(() => null))?.ok) break;
      if (i > 600) throw new Error('MailDev did not start');
      await pause(100);
    }
    await prepareDatabase(db, { timeZone: DEFAULT_HOTEL_TIME_ZONE });
    const app = await buildApp({
      db,
      jwtSecret: SECRET,
      mail: { smtpUrl: `smtp://127.0.0.1:${SMTP}`, from: 'Harborview <info@harborview.example>' },
    });
    const token = await appToken(SECRET, { email: 'delay@example.com', name: 'Delay' });
    const delays: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/bookings',
        headers: { authorization: `Bearer ${token}` },
        payload: { roomId: ROOM, bookingDate: addDays(todayIn(DEFAULT_HOTEL_TIME_ZONE), 100 + i), guests: 1 },
      });
      const answered = performance.now() - t0;
      const { confirmationCode } = res.json<Booking>();
      for (;;) {
        const mails = (await (await fetch(inbox)).json()) as Array<{ subject: string }>;
        if (mails.some((m) => m.subject.includes(confirmationCode))) break;
        await pause(5);
      }
      const delay = performance.now() - t0;
      delays.push(delay);
      console.log(`booking ${i + 1}: 201 in ${answered.toFixed(0)} ms, in the inbox after ${delay.toFixed(0)} ms`);
    }
    delays.sort((a, b) => a - b);
    const median = (delays[RUNS / 2 - 1]! + delays[RUNS / 2]!) / 2;
    console.log(
      `booking → e-mail in MailDev's inbox: median ${median.toFixed(0)} ms of ${RUNS} (min ${delays[0]!.toFixed(0)}, max ${delays[RUNS - 1]!.toFixed(0)})`,
    );
    await app.close();
  } finally {
    await db.close();
    maildev.kill('SIGTERM');
    rmSync(mailDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
