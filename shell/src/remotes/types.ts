import type { ComponentType } from 'react';
import type { ExposedComponentId } from '@hotel/shared';

/** "<remote>/<ExposedName>" of a component the shell mounts, e.g. "marketing/SpecialOffers" (docs/architecture.md §3). */
export type RemoteId = ExposedComponentId;

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
