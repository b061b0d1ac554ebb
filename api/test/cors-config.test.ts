// PARTNER_ORIGINS: partner pages join the CORS allow-list of what needs a token, from configuration.
import { BASE_PORTS, url } from '../../tools/stack/parts.cjs';
import { corsOrigins, loadConfig } from '../src/config';
import { DEFAULT_CORS_ORIGINS } from '../src/plugins/cors';
import { TEST_SECRET, makeApp, openTestDb, type TestDb } from './helpers';

test("the API run alone answers on the local stack's port and lets its shell and partner page call it", () => {
  // The API's own defaults restate the parts table (tools/stack/parts.cjs), which `npm start` passes.
  expect(loadConfig({ JWT_SECRET: TEST_SECRET }).port).toBe(BASE_PORTS.api);
  expect(DEFAULT_CORS_ORIGINS).toEqual([url(BASE_PORTS.shell), `http://localhost:${BASE_PORTS.shell}`, url(BASE_PORTS.partner)]);
});

describe('CORS allow-list from configuration', () => {
  test('PARTNER_ORIGINS adds partner origins to our own (CORS_ORIGINS, else the defaults)', () => {
    expect(corsOrigins({})).toEqual(DEFAULT_CORS_ORIGINS);
    expect(corsOrigins({ PARTNER_ORIGINS: 'https://partner.example, https://b.example/' })).toEqual([
      ...DEFAULT_CORS_ORIGINS,
      'https://partner.example',
      'https://b.example',
    ]);
    expect(corsOrigins({ CORS_ORIGINS: 'https://www.example', PARTNER_ORIGINS: 'https://partner.example,,https://www.example' })).toEqual([
      'https://www.example',
      'https://partner.example',
    ]);
  });

  test('a configured partner origin is allowed where a token is needed; any other is refused', async () => {
    const tdb: TestDb = await openTestDb('pglite');
    const app = await makeApp(tdb.db, { corsOrigins: corsOrigins({ CORS_ORIGINS: 'https://www.example', PARTNER_ORIGINS: 'https://partner.example' }) });
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/bookings',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      });
    try {
      const partner = await preflight('https://partner.example');
      expect(partner.statusCode).toBe(204);
      expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example');
      expect((await preflight('https://www.example')).headers['access-control-allow-origin']).toBe('https://www.example');
      const other = await preflight('https://elsewhere.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      // The public reads need no listing (rooms.test.ts): the same unlisted origin may read the rooms.
      const read = await app.inject({ method: 'GET', url: '/rooms', headers: { origin: 'https://elsewhere.example' } });
      expect(read.headers['access-control-allow-origin']).toBe('*');
    } finally {
      await app.close();
      await tdb.close();
    }
  });
});
