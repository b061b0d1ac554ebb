// PARTNER_ORIGINS: partner pages that embed the catalog join the CORS allow-list from configuration.
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

  test('a configured partner origin is allowed; any other is refused', async () => {
    const tdb: TestDb = await openTestDb('pglite');
    const app = await makeApp(tdb.db, { corsOrigins: corsOrigins({ CORS_ORIGINS: 'https://www.example', PARTNER_ORIGINS: 'https://partner.example' }) });
    try {
      const partner = await app.inject({ method: 'GET', url: '/rooms', headers: { origin: 'https://partner.example' } });
      expect(partner.statusCode).toBe(200);
      expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example');
      const other = await app.inject({ method: 'GET', url: '/rooms', headers: { origin: 'https://elsewhere.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
      await tdb.close();
    }
  });
});
