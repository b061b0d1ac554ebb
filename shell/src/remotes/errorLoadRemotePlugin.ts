import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from './RemoteUnavailable';
import { REMOTE_UNAVAILABLE, type UnavailableModule } from './types';

/**
 * Module Federation runtime plugin: a remote that cannot be loaded (manifest, remoteEntry.js or an
 * exposed chunk unreachable, or a broken manifest) resolves to a fallback module instead of
 * rejecting. Its default export renders "This section is temporarily unavailable" with Retry; the
 * marker lets `loadRemoteModule` retry a few times first and then surface the failure to the
 * nearest error boundary.
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
        default: RemoteUnavailable,
        [REMOTE_UNAVAILABLE]: { id: args.id, error: args.error },
      };
      return fallback as never;
    },
  };
}
