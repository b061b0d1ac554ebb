// Behind nginx (npm run staging, docs/operating.md) every request comes from the proxy's address.
// With TRUST_PROXY naming the proxy, the rate limits count each guest by the X-Forwarded-For the
// proxy set; a client that is not the proxy cannot pick its own key by sending that header; without
// TRUST_PROXY the header is ignored (the default: a laptop has no proxy).
import { loadConfig } from '../src/config';
import { DB_KINDS, useApp } from './helpers';

const LIMIT = 2;
const rateLimits = { contact: { max: LIMIT, timeWindow: '1 minute' } };
const body = { name: 'Ann', email: 'ann@example.com', message: 'Is the harbour suite free in May?' };

describe('TRUST_PROXY', () => {
  it('is a comma-separated list of addresses, unset by default', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, ::1', JWT_SECRET: 'x'.repeat(32) }).trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).trustProxy).toBeUndefined();
  });
});

describe.each(DB_KINDS)('rate limits behind a proxy on %s', (kind) => {
  const proxied = useApp(kind, { rateLimits, trustProxy: ['127.0.0.1'] });
  const direct = useApp(kind, { rateLimits });
  const contact = (t: typeof proxied, from: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: body,
      remoteAddress: from,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('counts each guest behind the trusted proxy on their own', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await contact(proxied, '127.0.0.1', '203.0.113.7')).statusCode).toBe(201);
    expect((await contact(proxied, '127.0.0.1', '203.0.113.7')).statusCode).toBe(429);
    // Another guest through the same proxy still gets through.
    expect((await contact(proxied, '127.0.0.1', '198.51.100.4')).statusCode).toBe(201);
  });

  it('ignores X-Forwarded-For from anyone but the proxy', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await contact(proxied, '192.0.2.50', `192.0.2.${100 + i}`)).statusCode).toBe(201);
    const refused = await contact(proxied, '192.0.2.50', '192.0.2.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('without TRUST_PROXY, everyone behind a proxy is one client', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await contact(direct, '127.0.0.1', `203.0.113.${i + 1}`)).statusCode).toBe(201);
    expect((await contact(direct, '127.0.0.1', '203.0.113.99')).statusCode).toBe(429);
  });
});
