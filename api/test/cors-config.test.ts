// CORS_ORIGINS: the allow-list of what needs a token is our own site's origins, from configuration.
// A partner's page is on none of it (PARTNER_ORIGINS is gone: partners are records, partners.test.ts):
// it reads only the public routes, and its bookings are made in our own booking frame.
import { BASE_PORTS, url } from '../../tools/stack/parts.cjs';
import { corsOrigins, loadConfig } from '../src/config';
import { DEFAULT_CORS_ORIGINS } from '../src/plugins/cors';
import { TEST_SECRET, makeApp, openTestDb, type TestDb } from './helpers';

test("the API run alone answers on the local stack's port and lets its shell call it", () => {
  // The API's own defaults restate the parts table (tools/stack/parts.cjs), which `npm start` passes.
  expect(loadConfig({ JWT_SECRET: TEST_SECRET }).port).toBe(BASE_PORTS.api);
  expect(DEFAULT_CORS_ORIGINS).toEqual([url(BASE_PORTS.shell), `http://localhost:${BASE_PORTS.shell}`]);
});

describe('CORS allow-list from configuration', () => {
  test('CORS_ORIGINS replaces the defaults; PARTNER_ORIGINS adds nothing any more', () => {
    expect(corsOrigins({})).toEqual(DEFAULT_CORS_ORIGINS);
    expect(corsOrigins({ CORS_ORIGINS: 'https://www.example, https://book.example/' })).toEqual(['https://www.example', 'https://book.example']);
    expect(corsOrigins({ CORS_ORIGINS: 'https://www.example', PARTNER_ORIGINS: 'https://partner.example' })).toEqual(['https://www.example']);
  });

  test('our own origin is allowed where a token is needed; a partner page or any other is refused, and still reads the public routes', async () => {
    const tdb: TestDb = await openTestDb('pglite');
    const app = await makeApp(tdb.db, { corsOrigins: corsOrigins({ CORS_ORIGINS: 'https://www.example' }) });
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/bookings',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      });
    try {
      const own = await preflight('https://www.example');
      expect(own.statusCode).toBe(204);
      expect(own.headers['access-control-allow-origin']).toBe('https://www.example');
      expect((await preflight('https://partner.example')).headers['access-control-allow-origin']).toBeUndefined();
      // The public reads need no listing (rooms.test.ts): the same unlisted origin may read the rooms and ask whether it is a partner.
      for (const path of ['/rooms', '/partners/by-origin?origin=https%3A%2F%2Fpartner.example', '/.well-known/jwks.json']) {
        const read = await app.inject({ method: 'GET', url: path, headers: { origin: 'https://partner.example' } });
        expect(read.headers['access-control-allow-origin']).toBe('*');
      }
    } finally {
      await app.close();
      await tdb.close();
    }
  });
});
