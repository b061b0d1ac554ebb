// Health and readiness (issue 39), on PGlite and PostgreSQL: GET /health answers while the process
// lives, whatever the database does; GET /ready answers 200 only with the database answering, its
// schema exactly the migrations this build knows, and the process not draining. Both public, never
// rate limited, in the OpenAPI document. Request ids: the proxy's well-formed x-request-id is kept
// and echoed, anything else replaced.
import { migrationFiles } from '../src/db/migrate';

const KNOWN_MIGRATIONS = migrationFiles();
import type * as Db from '../src/db/index';
import { DB_KINDS, makeApp, openTestDb, useApp } from './helpers';
import { loadNative } from './native';

describe.each(DB_KINDS)('health and readiness on %s', (kind) => {
  const t = useApp(kind, { rateLimits: { jwt: { max: 1, timeWindow: '1 minute' }, contact: { max: 1, timeWindow: '1 minute' } } });

  test('GET /ready: the database answers with every migration this build knows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', db: kind, migrations: KNOWN_MIGRATIONS.length });
    expect(KNOWN_MIGRATIONS.length).toBeGreaterThanOrEqual(5);
  });

  test('a schema migrated by a newer build, or missing a migration, is not ready (503 SCHEMA_MISMATCH naming it)', async () => {
    const { db } = t.tdb;
    await db.query(`INSERT INTO schema_migrations (name) VALUES ('999_from_a_newer_build.sql')`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'SCHEMA_MISMATCH',
        details: [{ field: 'migrations', message: 'unknown to this build: 999_from_a_newer_build.sql' }],
      });
      // Liveness is not readiness: restarting this process would not help.
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await db.query(`DELETE FROM schema_migrations WHERE name = '999_from_a_newer_build.sql'`);
    }
    const last = KNOWN_MIGRATIONS[KNOWN_MIGRATIONS.length - 1]!;
    await db.query('DELETE FROM schema_migrations WHERE name = $1', [last]);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SCHEMA_MISMATCH', details: [{ message: `not applied: ${last}` }] });
    } finally {
      await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  test('probes are never rate limited: 60 of each in a row from one address all answer 200', async () => {
    for (let i = 0; i < 60; i++) {
      for (const url of ['/health', '/ready']) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
        expect(`${url} ${res.statusCode}`).toBe(`${url} 200`);
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
    }
  });

  test('both are in the OpenAPI document, public (no security), with their 503s', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, { get: { security?: unknown; responses: Record<string, unknown>; tags: string[] } }>;
    }>();
    for (const path of ['/health', '/ready']) {
      expect(doc.paths[path]?.get.tags).toEqual(['health']);
      expect(doc.paths[path]?.get.security).toBeUndefined();
    }
    expect(Object.keys(doc.paths['/ready']!.get.responses).sort()).toEqual(['200', '503']);
  });

  test('x-request-id: a well-formed one from the proxy is echoed; a malformed one, or none, gets a fresh UUID', async () => {
    const nginxId = 'f3b2a1c0d9e8f7a6b5c4d3e2f1a0b9c8'; // nginx's $request_id
    const given = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': nginxId } });
    expect(given.headers['x-request-id']).toBe(nginxId);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const ids = new Set<string>();
    for (const bad of ['short', 'has space in it', `{"level":60}`, 'x'.repeat(129), undefined]) {
      const res = await t.app.inject({ method: 'GET', url: '/rooms/nope', headers: bad === undefined ? {} : { 'x-request-id': bad } });
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(uuid);
      ids.add(id);
    }
    expect(ids.size).toBe(5);
  });
});

describe.each(DB_KINDS)('readiness when things go wrong, on %s', (kind) => {
  const t = useApp(kind);

  test('the database unreachable: /ready 503 DB_UNAVAILABLE, /health still 200', async () => {
    // PostgreSQL on a port nobody listens on; PGlite closed under the app.
    const { openPostgres } = loadNative<typeof Db>('../src/db/index.ts');
    const gone = kind === 'postgres' ? await openPostgres('postgres://postgres@127.0.0.1:1/gone') : (await openTestDb('pglite')).db;
    if (kind === 'pglite') await gone.close();
    const app = await makeApp(gone);
    try {
      const ready = await app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'DB_UNAVAILABLE' });
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok', db: kind });
    } finally {
      await app.close();
      if (kind === 'postgres') await gone.close();
    }
  });

  // Last: the app stays draining.
  test('draining: /ready 503 DRAINING at once, everything else still served, with Connection: close', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/rooms' })).headers.connection).not.toBe('close');
    t.app.drain();
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'DRAINING' });
    const rooms = await t.app.inject({ method: 'GET', url: '/rooms' });
    expect(rooms.statusCode).toBe(200);
    expect(rooms.headers.connection).toBe('close');
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
