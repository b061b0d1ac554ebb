// The baseline: a bare Fastify (no plugins, no logger) answering a constant JSON body of the same
// size as GET /rooms. Usage: PORT=… BODY_FILE=rooms.json node --import tsx bench/bare-server.ts
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = JSON.parse(readFileSync(process.env.BODY_FILE!, 'utf8')) as unknown;
const app = Fastify();
app.get('/rooms', async () => body);
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => console.log('bare ready'));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
