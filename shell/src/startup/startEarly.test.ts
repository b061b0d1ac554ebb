/**
 * @jest-environment node
 */
import type * as Runtime from '@module-federation/enhanced/runtime';
import type * as RoutePreload from './routePreload';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
jest.mock('./routePreload', () => ({ preloadRoute: jest.fn() }));

const CONFIG = {
  apiBase: 'http://api.test',
  remotes: { catalog: 'http://c.test/mf-manifest.json', marketing: 'http://m.test/mf-manifest.json' },
};

const ROOMS_PAGE = { path: '/rooms', module: 'catalog/RoomsPage', title: 'Rooms', skeleton: 'grid', access: 'public', reads: ['/rooms'], firstView: true };
/** config.json answers `status` and `body`; each remote's manifest its page table (catalog: /rooms). */
function answer(status: number, body: string) {
  const fetchMock = jest.fn(async (url: string) =>
    url === '/config.json'
      ? new Response(body, { status })
      : Response.json({ metaData: { pages: url.startsWith('http://c.test/') ? [ROOMS_PAGE] : [] } }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

// Fresh mocks per test (the release code's chunk is a module too).
let startEarly: typeof import('./startEarly').startEarly;
let registerRemotes: jest.MockedFunction<typeof Runtime.registerRemotes>;
let preloadRoute: jest.MockedFunction<typeof RoutePreload.preloadRoute>;
async function fresh() {
  jest.resetModules();
  registerRemotes = jest.mocked((await import('@module-federation/enhanced/runtime')).registerRemotes);
  preloadRoute = jest.mocked((await import('./routePreload')).preloadRoute);
  ({ startEarly } = await import('./startEarly'));
}
beforeEach(fresh);

it("registers config.json's remotes, reads their page tables, and starts the opening page's code and data", async () => {
  const fetchMock = answer(200, JSON.stringify(CONFIG));
  const preloaded = new Promise((resolve) => preloadRoute.mockImplementation((...args) => resolve(args)));
  const early = startEarly('/config.json', '/rooms');
  // The bootstrap takes the value's remotes: by then they are registered.
  expect((await early.remotes)?.urls).toEqual(CONFIG.remotes);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'catalog', entry: 'http://c.test/mf-manifest.json' },
    { name: 'marketing', entry: 'http://m.test/mf-manifest.json' },
  ]);
  // Every manifest at once, right after config.json: the page tables are in them.
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', ...Object.values(CONFIG.remotes)]);
  expect(await preloaded).toEqual([{ page: ROOMS_PAGE, params: {} }, 'http://api.test', early.reads]);
});

it("a Spanish URL (/es/rooms) starts the same page from every remote's Spanish copy of its code, the releases kept as config.json names them (docs/architecture.md §15)", async () => {
  const fetchMock = answer(200, JSON.stringify(CONFIG));
  const preloaded = new Promise((resolve) => preloadRoute.mockImplementation((...args) => resolve(args)));
  const early = startEarly('/config.json', '/es/rooms');
  expect(early.locale).toBe('es');
  expect(globalThis.__hvLocale).toBe('es');
  expect((await early.remotes)?.urls).toEqual(CONFIG.remotes);
  const spanish = [
    { name: 'catalog', entry: 'http://c.test/es/mf-manifest.json' },
    { name: 'marketing', entry: 'http://m.test/es/mf-manifest.json' },
  ];
  expect(registerRemotes).toHaveBeenCalledWith(spanish);
  // The page tables are read from the manifests the runtime was given: no English manifest is fetched.
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', ...spanish.map((r) => r.entry)]);
  expect(await preloaded).toEqual([{ page: ROOMS_PAGE, params: {} }, 'http://api.test', early.reads]);
  startEarly('/config.json', '/rooms');
  expect(globalThis.__hvLocale).toBe('en');
});

it("finds a release's copy in a language beside its manifest, whatever the address; English is the release itself", async () => {
  const { inLanguage } = await import('./startEarly');
  const urls = { catalog: 'https://h.test/catalog/releases/2026-11-28.1/mf-manifest.json', booking: '/booking/mf-manifest.json?v=2' };
  expect(inLanguage(urls, 'es')).toEqual({ catalog: 'https://h.test/catalog/releases/2026-11-28.1/es/mf-manifest.json', booking: '/booking/es/mf-manifest.json?v=2' });
  expect(inLanguage(urls, 'en')).toEqual(urls);
});

it('hands the bootstrap the same response instead of fetching config.json twice', async () => {
  const fetchMock = answer(200, JSON.stringify(CONFIG));
  const early = startEarly('/config.json', '/');
  const res = await early.config('/config.json');
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual(CONFIG);
  expect(fetchMock.mock.calls.filter(([url]) => url === '/config.json')).toHaveLength(1);
});

it('leaves a failed or broken config to the bootstrap, which reports it', async () => {
  answer(503, 'down');
  let early = startEarly('/config.json', '/');
  expect((await early.config('/config.json')).status).toBe(503);
  expect(await early.remotes).toBeNull();
  expect(registerRemotes).not.toHaveBeenCalled();

  await fresh();
  answer(200, '{not json');
  early = startEarly('/config.json', '/');
  const broken = await early.config('/config.json');
  expect(await early.remotes).toBeNull();
  expect(preloadRoute).not.toHaveBeenCalled();
  await expect(broken.json()).rejects.toThrow();
});

it("registers the visitor's own release of a remote split between stable and canary", async () => {
  const stable = 'http://m.test/releases/1.0.0-aaaaaaaa/mf-manifest.json';
  const canary = 'http://m.test/releases/1.1.0-bbbbbbbb/mf-manifest.json';
  answer(200, JSON.stringify({ ...CONFIG, remotes: { ...CONFIG.remotes, marketing: { stable, canary, canaryPercent: 50 } } }));
  // The release code loads first (its own chunk: remoteUrls.ts), then the remotes are registered.
  const early = startEarly('/config.json', '/');
  const chosen = await early.remotes;
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  const registered = registerRemotes.mock.calls[0]![0];
  expect(registered).toContainEqual({ name: 'catalog', entry: 'http://c.test/mf-manifest.json' });
  expect([stable, canary]).toContain((registered.find((r) => r.name === 'marketing') as { entry: string }).entry);
  expect(chosen?.urls.marketing).toBe((registered.find((r) => r.name === 'marketing') as { entry: string }).entry);
});
