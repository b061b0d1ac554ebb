import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@hotel/shared';
import { errorLoadRemotePlugin } from './errorLoadRemotePlugin';
import { isUnavailableModule, RemoteUnavailableError, type RemoteComponentModule, type RemoteId } from './types';

let remoteEntries: Partial<Record<RemoteName, string>> = {};
/** Remotes whose container has loaded at least once (never force re-registered). */
const healthy = new Set<RemoteName>();

/** Registers the remotes of config.json (name → mf-manifest.json URL) and the fallback plugin. */
export function registerRemotesFromConfig(remotes: Record<RemoteName, string>): void {
  remoteEntries = { ...remotes };
  registerPlugins([errorLoadRemotePlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Delays between attempts: a bounded retry that covers blips (a restart, a dropped connection). */
export const RETRY_DELAYS_MS = [300, 1000];

/**
 * Loads an exposed module. Failures (reported by the errorLoadRemote plugin as a fallback module,
 * or thrown) are retried RETRY_DELAYS_MS.length times, then rejected with RemoteUnavailableError.
 * With `fresh` (the Retry button), a remote that never loaded is re-registered first (force) so
 * nothing cached from the failed attempt (manifest, remoteEntry.js) is reused: the next load really
 * goes back to the network.
 */
export async function loadRemoteModule<P>(id: RemoteId, opts: { fresh?: boolean } = {}): Promise<RemoteComponentModule<P>> {
  const remoteName = id.split('/')[0] as RemoteName;
  if (opts.fresh && !healthy.has(remoteName)) {
    const entry = remoteEntries[remoteName];
    if (entry) registerRemotes([{ name: remoteName, entry }], { force: true });
  }
  let lastError: unknown = new Error('not loaded');
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0) await delay(RETRY_DELAYS_MS[attempt - 1]!);
    try {
      const mod = await loadRemote<RemoteComponentModule<P>>(id);
      if (isUnavailableModule(mod)) lastError = mod.__harborviewRemoteUnavailable.error;
      else if (mod && (typeof mod.default === 'function' || (typeof mod.default === 'object' && mod.default !== null))) {
        healthy.add(remoteName);
        return mod;
      } else lastError = new Error(`"${id}" has no default export`);
    } catch (e) {
      lastError = e;
    }
  }
  throw new RemoteUnavailableError(id, lastError);
}
