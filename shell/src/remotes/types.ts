import type { ComponentType } from 'react';
import type { ExposedComponentId, PageEntry } from '@hotel/shared';

/**
 * "<remote>/<ExposedName>" of a component the shell mounts (docs/architecture.md §3): one of the
 * contract's (`marketing/SpecialOffers`), or a page a remote's table names (`catalog/RoomsPage`).
 */
export type RemoteId = ExposedComponentId | PageEntry['module'];

/** What an exposed page module looks like once loaded. */
export interface RemoteComponentModule<P = object> {
  default: ComponentType<P>;
}

/** Marker carried by the fallback module the errorLoadRemote plugin returns. */
export const REMOTE_UNAVAILABLE = '__harborviewRemoteUnavailable';

export interface UnavailableModule {
  default: ComponentType;
  [REMOTE_UNAVAILABLE]: { id: string; error: unknown };
}

export function isUnavailableModule(mod: unknown): mod is UnavailableModule {
  return typeof mod === 'object' && mod !== null && REMOTE_UNAVAILABLE in mod;
}

/** Thrown (into the nearest RemoteErrorBoundary) when a remote could not be loaded. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  constructor(
    readonly remoteId: string,
    cause: unknown,
  ) {
    super(`Remote module "${remoteId}" is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}
