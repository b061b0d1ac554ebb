import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_UNAVAILABLE, RemoteUnavailableError, type UnavailableModule } from './types';

/**
 * Module Federation runtime plugin: a remote that cannot be loaded (manifest, remoteEntry.js or an
 * exposed chunk unreachable, or a broken manifest) resolves to a fallback module instead of
 * rejecting. The marker lets `loadRemoteModule` retry a few times first and then surface the failure
 * to the nearest RemoteSlot's error boundary ("temporarily unavailable" with Retry). Should the
 * module itself ever be rendered, its default export throws into that same boundary.
 *
 * Only the `onLoad` stage is answered: earlier stages (`beforeRequest`, `afterResolve` = manifest)
 * expect other shapes (e.g. a manifest), so their errors are left to propagate to `onLoad`; shared
 * module failures are left alone.
 */
export function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'harborview-error-load-remote',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const fallback: UnavailableModule = {
        default: () => {
          throw new RemoteUnavailableError(args.id, args.error);
        },
        [REMOTE_UNAVAILABLE]: { id: args.id, error: args.error },
      };
      return fallback as never;
    },
  };
}
