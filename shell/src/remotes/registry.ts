import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@hotel/shared';
import type { LoadRecorder } from '../startup/loadRecorder';
import { retry } from '../startup/retry';
import { errorLoadRemotePlugin } from './errorLoadRemotePlugin';
import { isUnavailableModule, RemoteUnavailableError, type RemoteComponentModule, type RemoteId } from './types';

export type LoadRemoteModule = <P>(id: RemoteId, opts?: { fresh?: boolean }) => Promise<RemoteComponentModule<P>>;

/**
 * The loader of the remotes main.js registered (name → mf-manifest.json URL: startup/startEarly.ts),
 * with the fallback plugin. A load's failures (reported by the errorLoadRemote plugin as a fallback
 * module, or thrown) are retried by the remotes' one policy (startup/retry.ts), then rejected with
 * RemoteUnavailableError. With `fresh` (the Retry button), a remote that never loaded is
 * re-registered first (force) so nothing cached from the failed attempt (manifest, remoteEntry.js)
 * is reused: the next load really goes back to the network. Each load's verdict, once its retries
 * are over, goes to the load beacon's recorder (startup/loadRecorder.ts).
 */
export function remoteModules(
  remotes: Partial<Record<RemoteName, string>>,
  loads: Pick<LoadRecorder, 'settle'> = { settle: () => undefined },
): LoadRemoteModule {
  registerPlugins([errorLoadRemotePlugin()]);
  /** Remotes whose container has loaded at least once (never force re-registered). */
  const healthy = new Set<RemoteName>();
  return async <P>(id: RemoteId, opts: { fresh?: boolean } = {}) => {
    const remoteName = id.split('/')[0] as RemoteName;
    if (opts.fresh && !healthy.has(remoteName)) {
      const entry = remotes[remoteName];
      if (entry) registerRemotes([{ name: remoteName, entry }], { force: true });
    }
    try {
      const mod = await retry(async () => {
        const mod = await loadRemote<RemoteComponentModule<P>>(id);
        if (isUnavailableModule(mod)) throw mod.__harborviewRemoteUnavailable.error;
        if (mod && (typeof mod.default === 'function' || (typeof mod.default === 'object' && mod.default !== null))) return mod;
        throw new Error(`"${id}" has no default export`);
      });
      healthy.add(remoteName);
      loads.settle(id, true);
      return mod;
    } catch (e) {
      loads.settle(id, false);
      throw new RemoteUnavailableError(id, e);
    }
  };
}
