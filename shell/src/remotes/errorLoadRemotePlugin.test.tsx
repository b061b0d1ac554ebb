import { render } from '@testing-library/react';
import '@testing-library/jest-dom';
import type { ComponentType } from 'react';
import { errorLoadRemotePlugin } from './errorLoadRemotePlugin';
import { isUnavailableModule, REMOTE_UNAVAILABLE, RemoteUnavailableError } from './types';

type Args = Parameters<NonNullable<ReturnType<typeof errorLoadRemotePlugin>['errorLoadRemote']>>[0];
const args = (lifecycle: Args['lifecycle'], error: unknown = new Error('remoteEntry.js 404')) =>
  ({ id: 'catalog/RoomsPage', error, from: 'runtime', lifecycle, origin: {} }) as unknown as Args;

describe('errorLoadRemotePlugin', () => {
  const plugin = errorLoadRemotePlugin();

  it('answers a failed module load (onLoad) with the marked "unavailable" fallback module', async () => {
    const error = new Error('remoteEntry.js 404');
    const result = await plugin.errorLoadRemote!(args('onLoad', error));
    expect(isUnavailableModule(result)).toBe(true);
    expect(result).toEqual({ default: expect.any(Function), [REMOTE_UNAVAILABLE]: { id: 'catalog/RoomsPage', error } });
  });

  it('the fallback module, if rendered, throws RemoteUnavailableError (for the slot\'s error boundary)', async () => {
    const result = (await plugin.errorLoadRemote!(args('onLoad'))) as { default: ComponentType };
    const Fallback = result.default;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Fallback />)).toThrow(RemoteUnavailableError);
    consoleError.mockRestore();
  });

  it.each(['beforeRequest', 'afterResolve', 'beforeLoadShare'] as const)(
    'leaves the %s stage alone (the error propagates)',
    async (lifecycle) => {
      expect(await plugin.errorLoadRemote!(args(lifecycle))).toBeUndefined();
    },
  );

  it('has a stable name', () => {
    expect(plugin.name).toBe('harborview-error-load-remote');
  });
});

describe('types', () => {
  it('isUnavailableModule only recognises the marker', () => {
    expect(isUnavailableModule({ default: () => null })).toBe(false);
    expect(isUnavailableModule(null)).toBe(false);
    expect(isUnavailableModule(undefined)).toBe(false);
    expect(isUnavailableModule('catalog')).toBe(false);
    expect(isUnavailableModule({ [REMOTE_UNAVAILABLE]: { id: 'x', error: null } })).toBe(true);
  });

  it('RemoteUnavailableError names the remote and keeps the cause', () => {
    const cause = new Error('timeout');
    const error = new RemoteUnavailableError('booking/BookingPanel', cause);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RemoteUnavailableError');
    expect(error.remoteId).toBe('booking/BookingPanel');
    expect(error.cause).toBe(cause);
    expect(error.message).toBe('Remote module "booking/BookingPanel" is unavailable: timeout');
    expect(new RemoteUnavailableError('x/Y', 'offline').message).toBe('Remote module "x/Y" is unavailable: offline');
  });
});
