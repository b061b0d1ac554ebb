// The baseline: a bare Fastify (no plugins, no logger) answering a constant JSON body of the same
// size as GET /rooms, serialized on each request. BODY_AS=buffer answers it serialized once, as the
// API's room cache does: what Fastify itself costs such a read, the most any API on it can gain.
// Usage: PORT=… BODY_FILE=rooms.json [BODY_AS=buffer] node --import tsx bench/bare-server.ts
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const text = readFileSync(process.env.BODY_FILE!, 'utf8');
const body = JSON.parse(text) as unknown;
const bytes = Buffer.from(text);
const app = Fastify();
if (process.env.BODY_AS === 'buffer') app.get('/rooms', async (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
else app.get('/rooms', async () => body);
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => console.log('bare ready'));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
