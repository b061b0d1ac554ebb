import type * as Runtime from '@module-federation/enhanced/runtime';
import { RETRY_DELAYS_MS } from '../startup/retry';
import type * as Registry from './registry';
import type * as Types from './types';
import { REMOTE_UNAVAILABLE } from './types';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const CONFIG = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  booking: 'http://localhost:3002/mf-manifest.json',
  account: 'http://localhost:3003/mf-manifest.json',
  marketing: 'http://localhost:3004/mf-manifest.json',
};

const Page = () => null;
const unavailable = (error: unknown) => ({ default: Page, [REMOTE_UNAVAILABLE]: { id: 'x', error } });

// A fresh runtime mock per test; each test's loader is made over the remotes main.js registered.
let registry: typeof Registry;
let runtime: jest.Mocked<typeof Runtime>;
let RemoteUnavailableError: typeof Types.RemoteUnavailableError;
let loadRemoteModule: Registry.LoadRemoteModule;
/** The loads of exposed modules (a chunk's words come with the chunk: the build's, not the loader's). */
let modules: jest.Mock;
beforeEach(async () => {
  jest.resetModules();
  runtime = (await import('@module-federation/enhanced/runtime')) as unknown as jest.Mocked<typeof Runtime>;
  modules = jest.fn();
  runtime.loadRemote.mockImplementation(((id: string) => modules(id)) as never);
  registry = await import('./registry');
  ({ RemoteUnavailableError } = await import('./types'));
  loadRemoteModule = registry.remoteModules(CONFIG);
  runtime.registerPlugins.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('remoteModules', () => {
  // main.js registers the remotes, once (startup/startEarly.test.ts); the loader adds the fallback plugin.
  it('adds the fallback plugin for the remotes main.js registered, and registers nothing again', () => {
    registry.remoteModules(CONFIG);
    expect(runtime.registerPlugins).toHaveBeenCalledTimes(1);
    const plugins = runtime.registerPlugins.mock.calls[0]![0];
    expect(plugins?.map((p) => p.name)).toEqual(['harborview-error-load-remote']);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.loadRemote).not.toHaveBeenCalled(); // nothing fetched before a route needs it
  });
});

describe('loadRemoteModule', () => {
  it('returns the exposed module on the first try', async () => {
    const mod = { default: Page };
    modules.mockResolvedValue(mod);
    await expect(loadRemoteModule('catalog/RoomsPage')).resolves.toBe(mod);
    expect(modules).toHaveBeenCalledTimes(1);
    expect(modules).toHaveBeenCalledWith('catalog/RoomsPage');
  });

  it('accepts an object default export (memo / forwardRef components)', async () => {
    const mod = { default: { $$typeof: Symbol.for('react.memo'), type: Page } };
    modules.mockResolvedValue(mod);
    await expect(loadRemoteModule('catalog/RoomsPage')).resolves.toBe(mod);
  });

  it('a blip is retried after RETRY_DELAYS_MS[0] and then succeeds', async () => {
    jest.useFakeTimers();
    const mod = { default: Page };
    modules.mockRejectedValueOnce(new Error('ECONNRESET')).mockResolvedValueOnce(mod);
    const result = loadRemoteModule('booking/BookingPanel');
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]! - 1);
    expect(modules).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(modules).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toBe(mod);
  });

  it('after the bounded retries it rejects with RemoteUnavailableError carrying the last cause', async () => {
    jest.useFakeTimers();
    const cause = new Error('manifest 502');
    modules
      .mockRejectedValueOnce(new Error('first'))
      .mockResolvedValueOnce(unavailable(new Error('second')))
      .mockResolvedValueOnce(unavailable(cause))
      .mockResolvedValue({ default: Page });
    const result = loadRemoteModule('marketing/HomePage');
    const settled = result.catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
    const error = await settled;
    expect(modules).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect(error).toMatchObject({
      name: 'RemoteUnavailableError',
      remoteId: 'marketing/HomePage',
      cause,
      message: 'Remote module "marketing/HomePage" is unavailable: manifest 502',
    });
  });

  it('a module without a default export is a failure too', async () => {
    jest.useFakeTimers();
    modules.mockResolvedValue({ RoomsPage: Page });
    const settled = loadRemoteModule('catalog/RoomsPage').catch((e: unknown) => e);
    await jest.runAllTimersAsync();
    const error = (await settled) as Types.RemoteUnavailableError;
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect((error.cause as Error).message).toBe('"catalog/RoomsPage" has no default export');
  });

  it('Retry (fresh) re-registers a remote that never loaded, with force, before loading', async () => {
    modules.mockResolvedValue({ default: Page });
    await loadRemoteModule('account/LoginPage', { fresh: true });
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'account', entry: CONFIG.account }], { force: true });
    expect(runtime.registerRemotes.mock.invocationCallOrder[0]!).toBeLessThan(
      runtime.loadRemote.mock.invocationCallOrder[0]!,
    );
  });

  it('a remote that has loaded once is never force re-registered; a first load is not fresh', async () => {
    modules.mockResolvedValue({ default: Page });
    await loadRemoteModule('catalog/RoomsPage');
    await loadRemoteModule('catalog/RoomDetailsPage', { fresh: true });
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    await loadRemoteModule('booking/MyBookingsPage', { fresh: true });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'booking', entry: CONFIG.booking }], { force: true });
  });

  it('fresh for a remote missing from config.json registers nothing', async () => {
    loadRemoteModule = registry.remoteModules({ catalog: CONFIG.catalog });
    modules.mockResolvedValue({ default: Page });
    await loadRemoteModule('account/LoginPage', { fresh: true });
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.loadRemote).toHaveBeenCalledWith('account/LoginPage');
  });
});
