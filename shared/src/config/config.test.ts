import { getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig, peekRuntimeConfig, resetRuntimeConfig, setRuntimeConfig } from '.';

const valid = {
  apiBase: 'http://127.0.0.1:4000/',
  siteUrl: 'http://127.0.0.1:3000',
  remotes: {
    catalog: 'http://127.0.0.1:3001/mf-manifest.json',
    booking: 'http://127.0.0.1:3002/mf-manifest.json',
    account: 'http://127.0.0.1:3003/mf-manifest.json',
    marketing: 'http://127.0.0.1:3004/mf-manifest.json',
  },
  firebase: { apiKey: 'demo', authDomain: 'demo-harborview.firebaseapp.com', projectId: 'demo-harborview', emulatorUrl: 'http://127.0.0.1:9099' },
  mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
  hotelTimeZone: 'Europe/Lisbon',
};

const fakeFetch = (status: number, body: unknown, json = true) =>
  (async () =>
    ({
      ok: status >= 200 && status < 300,
      status,
      json: async () => {
        if (!json) throw new SyntaxError('bad json');
        return body;
      },
    }) as Response) as unknown as typeof fetch;

beforeEach(() => resetRuntimeConfig());

describe('runtime config store', () => {
  it('getRuntimeConfig throws a clear error when unset', () => {
    expect(() => getRuntimeConfig()).toThrow(/Runtime config is not set/);
    expect(peekRuntimeConfig()).toBeNull();
  });
  it('set then get', () => {
    const c = parseRuntimeConfig(valid);
    setRuntimeConfig(c);
    expect(getRuntimeConfig()).toBe(c);
  });
});

describe('parseRuntimeConfig', () => {
  it('accepts a valid config and trims the trailing slash of apiBase', () => {
    const c = parseRuntimeConfig(valid);
    expect(c.apiBase).toBe('http://127.0.0.1:4000');
    expect(c.firebase.emulatorUrl).toBe('http://127.0.0.1:9099');
    expect(c.hotelTimeZone).toBe('Europe/Lisbon');
  });
  it('defaults the time zone and tile URL', () => {
    const { hotelTimeZone: _tz, mapTileUrl: _m, ...rest } = valid;
    const c = parseRuntimeConfig(rest);
    expect(c.hotelTimeZone).toBe('America/Los_Angeles');
    expect(c.mapTileUrl).toMatch(/openstreetmap/);
  });
  it('lists every problem', () => {
    expect(() => parseRuntimeConfig({ ...valid, apiBase: '', remotes: { catalog: 'x' }, hotelTimeZone: 'Nowhere/City' })).toThrow(
      /"apiBase".*"remotes.booking".*"remotes.account".*"remotes.marketing".*"hotelTimeZone"/,
    );
    expect(() => parseRuntimeConfig([])).toThrow(/expected a JSON object/);
    expect(() => parseRuntimeConfig({ ...valid, firebase: null })).toThrow(/"firebase"/);
  });
});

describe('parseRuntimeConfig: releases, canaries and overrides', () => {
  const canary = 'http://127.0.0.1:3004/releases/0.2.0-bbbbbbbb/mf-manifest.json';
  it('keeps each remote\'s stable release in remotes and the split in releases', () => {
    const c = parseRuntimeConfig({
      ...valid,
      remotes: { ...valid.remotes, marketing: { stable: valid.remotes.marketing, canary, canaryPercent: 25 } },
    });
    expect(c.remotes.marketing).toBe(valid.remotes.marketing);
    expect(c.releases.marketing).toEqual({ stable: valid.remotes.marketing, canary: { url: canary, percent: 25 } });
    expect(c.releases.catalog).toEqual({ stable: valid.remotes.catalog });
  });
  it('allows overrides only when asked, and says what a bad canary is', () => {
    expect(parseRuntimeConfig(valid).overrides).toBe(false);
    expect(parseRuntimeConfig({ ...valid, overrides: true }).overrides).toBe(true);
    expect(() => parseRuntimeConfig({ ...valid, overrides: 'yes' })).toThrow('"overrides" must be true or false');
    expect(() =>
      parseRuntimeConfig({ ...valid, remotes: { ...valid.remotes, marketing: { stable: valid.remotes.marketing, canary, canaryPercent: 150 } } }),
    ).toThrow('Invalid runtime config: "remotes.marketing.canaryPercent" must be a whole number from 1 to 99 (got 150).');
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches, validates and stores', async () => {
    const c = await loadRuntimeConfig('/config.json', fakeFetch(200, valid));
    expect(getRuntimeConfig()).toEqual(c);
  });
  it('reports HTTP errors, bad JSON and network failures clearly', async () => {
    await expect(loadRuntimeConfig('/config.json', fakeFetch(404, null))).rejects.toThrow('Could not load runtime config from /config.json: HTTP 404');
    await expect(loadRuntimeConfig('/c.json', fakeFetch(200, null, false))).rejects.toThrow(/not valid JSON/);
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(loadRuntimeConfig('/c.json', down)).rejects.toThrow('Could not load runtime config from /c.json: fetch failed');
    await expect(loadRuntimeConfig('/c.json', fakeFetch(200, { apiBase: 'x' }))).rejects.toThrow(/Invalid runtime config \(\/c.json\)/);
    expect(peekRuntimeConfig()).toBeNull();
  });
});
