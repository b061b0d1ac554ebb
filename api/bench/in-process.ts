// `node --import tsx bench/in-process.ts` (in api/): GET /rooms's CPU per request without the kernel.
// Each request is a real IncomingMessage/ServerResponse on a socket that drops what is written,
// handed to the app's request handler: our app (PGlite in memory, metrics and an info-level log as in
// production) against bare Fastify writing the same buffer, in alternating rounds in one process, so
// loopback TCP (half of a request's CPU over a socket) and the machine's other load weigh less than in
// `npm run bench`. BENCH_API_DIR=<another checkout>/api measures that checkout's app instead (issue 40).
// Env: BENCH_N requests per round (30000), BENCH_ROUNDS (7).
import { IncomingMessage, ServerResponse } from 'node:http';
import { Duplex, Writable } from 'node:stream';
import Fastify from 'fastify';

const API_DIR = process.env.BENCH_API_DIR ?? `${__dirname}/..`;
const N = Number(process.env.BENCH_N ?? 30_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const socket = new Duplex({ read() {}, write: (_c, _e, cb) => cb(), writev: (_c, cb) => cb() });

function one(handler: Handler): Promise<void> {
  const req = new IncomingMessage(socket as never);
  Object.assign(req, { method: 'GET', url: '/rooms', headers: { host: 'bench' }, httpVersionMajor: 1, httpVersionMinor: 1, httpVersion: '1.1' });
  req.push(null);
  const res = new ServerResponse(req);
  res.assignSocket(socket as never);
  return new Promise((resolve) => {
    res.on('finish', () => (res.detachSocket(socket as never), resolve()));
    handler(req, res);
  });
}

/** CPU time (ns, user + system) per request over N requests. */
async function round(handler: Handler): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < N; i++) await one(handler);
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1000) / N;
}

async function main() {
  const { buildApp } = (await import(`${API_DIR}/src/app.ts`)) as typeof import('../src/app');
  const { openPglite } = (await import(`${API_DIR}/src/db/index.ts`)) as typeof import('../src/db/index');
  const { prepareDatabase } = (await import(`${API_DIR}/src/db/migrate.ts`)) as typeof import('../src/db/migrate');
  const db = await openPglite({});
  await prepareDatabase(db, { timeZone: 'America/Los_Angeles' });
  const dropped = new Writable({ write: (_c, _e, cb) => cb() });
  const app = await buildApp({ db, jwtSecret: 'in-process-bench-secret-0123456789abcdef', metrics: { port: 0 }, logger: { level: 'info', stream: dropped } });
  const body = (await app.inject({ method: 'GET', url: '/rooms' })).rawPayload;
  const bare = Fastify();
  bare.get('/rooms', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  await bare.ready();
  const sides: Array<[string, Handler]> = [['api', app.routing.bind(app)], ['bare', bare.routing.bind(bare)]];
  for (const [, h] of sides) await round(h); // warm-up
  const ns: Record<string, number[]> = { api: [], bare: [] };
  for (let i = 0; i < ROUNDS; i++) for (const [label, h] of sides) ns[label]!.push(await round(h));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  const [a, b] = [median(ns.api!), median(ns.bare!)];
  console.log(JSON.stringify({ apiDir: API_DIR, nsPerRequest: { api: Math.round(a), bare: Math.round(b), ours: Math.round(a - b) }, ratio: +(a / b).toFixed(2), rounds: ns }));
  await app.close();
  await db.close();
}

void main();
