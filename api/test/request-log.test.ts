// What the request log keeps (issue 40): a fast read (GET or HEAD answered below 400 within
// LOG_SLOW_MS) is counted, not logged on its own line, and the counts by route and status are one
// `reads` line a minute and at close; every write, refusal, error and slow read has its own line.
// On PGlite and PostgreSQL, the app at the production level (info), its log captured.
import type { FastifyInstance } from 'fastify';
import { DB_KINDS, bearer, day, makeApp, openTestDb, tokenFor, type TestDb } from './helpers';
import { until } from './support/until';
import type { RequestLogOptions } from '../src/plugins/requestLog';

const ROOM = '6650a1c0e4b0f1a2b3c40006';

interface Line {
  msg: string;
  requestId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  reads?: Record<string, number>;
}

describe.each(DB_KINDS)('the request log on %s', (kind) => {
  let tdb: TestDb;
  beforeAll(async () => {
    tdb = await openTestDb(kind);
  });
  afterAll(async () => {
    await tdb?.close();
  });

  /** The app with its log captured; `close` closes it and answers every line it logged. */
  async function logged(requestLog: RequestLogOptions) {
    const lines: Line[] = [];
    const app: FastifyInstance = await makeApp(tdb.db, {
      requestLog,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } },
    });
    return { app, lines, close: async () => (await app.close(), lines) };
  }
  const requests = (lines: Line[]) => lines.filter((l) => l.msg === 'request').map((l) => `${l.method} ${l.url} ${l.statusCode}`);

  test('fast reads are counted by route and status in one line at close; writes, refusals and misses keep their own line', async () => {
    const { app, close } = await logged({ slowMs: 60_000 });
    for (let i = 0; i < 5; i++) expect((await app.inject({ method: 'GET', url: '/rooms' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/rooms/${ROOM}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/rooms/${ROOM}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/rooms/6650a1c0e4b0f1a2b3c4ffff' })).statusCode).toBe(404);
    const stay = { roomId: ROOM, bookingDate: day(120), guests: 1 };
    expect((await app.inject({ method: 'POST', url: '/bookings', payload: stay })).statusCode).toBe(401);
    const token = bearer(await tokenFor(`logged-${kind}@example.com`, 'Lou Logged'));
    expect((await app.inject({ method: 'POST', url: '/bookings', headers: token, payload: stay })).statusCode).toBe(201);

    const lines = await close();
    expect(requests(lines)).toEqual(['GET /rooms/6650a1c0e4b0f1a2b3c4ffff 404', 'POST /bookings 401', 'POST /bookings 201']);
    for (const l of lines.filter((x) => x.msg === 'request')) expect(l.requestId).toMatch(/^[\w.:-]{8,128}$/);
    expect(lines.filter((l) => l.msg === 'reads').map((l) => l.reads)).toEqual([{ 'GET /rooms 200': 5, 'GET /rooms/:id 200': 2 }]);
  });

  test('a read at or over LOG_SLOW_MS gets its own line (0: every request does), and no reads line is empty', async () => {
    const { app, close } = await logged({ slowMs: 0 });
    expect((await app.inject({ method: 'GET', url: '/rooms' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: `/rooms/${ROOM}` })).statusCode).toBe(200);
    const lines = await close();
    expect(requests(lines)).toEqual(['GET /rooms 200', `HEAD /rooms/${ROOM} 200`]);
    expect(lines.filter((l) => l.msg === 'reads')).toEqual([]);
  });

  test('while the process runs, the counts come every summary period and start again from zero', async () => {
    const { app, lines, close } = await logged({ slowMs: 60_000, summaryMs: 100 });
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/rooms' });
    const first = await until(() => lines.find((l) => l.msg === 'reads'), 10_000, 'the first reads line');
    expect(first.reads).toEqual({ 'GET /rooms 200': 3 });
    await app.inject({ method: 'GET', url: '/rooms' });
    const second = await until(() => lines.filter((l) => l.msg === 'reads')[1], 10_000, 'the second reads line');
    expect(second.reads).toEqual({ 'GET /rooms 200': 1 });
    await close();
  });
});
