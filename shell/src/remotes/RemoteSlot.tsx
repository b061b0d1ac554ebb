import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { markFirstContent } from '../app/firstContent';
import { PageSkeleton } from './Skeletons';
import type { RemoteComponentModule, RemoteId } from './types';

export type SlotLoader = (id: RemoteId, opts: { fresh: boolean }) => Promise<RemoteComponentModule<never>>;

/** How RemoteSlot loads modules: Module Federation in the app, a stub in tests. */
export const RemoteLoaderContext = createContext<SlotLoader>(() =>
  Promise.reject(new Error('No RemoteLoaderContext provider: wrap the app in <RemoteLoaderContext value={loader}>.')),
);

interface Props<P> {
  id: RemoteId;
  props?: P;
  /** Shown while the remote's code loads (default: a page skeleton; null: nothing). */
  skeleton?: ReactNode;
  /** 'panel' (default): the "temporarily unavailable" box with Retry; 'none': render nothing. */
  onFailure?: 'panel' | 'compact' | 'none';
}

/** Mounts together with the remote's content (same Suspense boundary): signals first content. */
function Rendered() {
  useEffect(markFirstContent, []);
  return null;
}

/**
 * One federated module on screen: Suspense (skeleton) inside an error boundary. Retry builds a
 * FRESH React.lazy (a rejected lazy stays rejected) and asks the loader for a fresh load. Keyed by
 * id, so moving between routes served by the same slot position starts from a clean state.
 */
export function RemoteSlot<P extends object>(props: Props<P>) {
  return <RemoteSlotInner<P> key={props.id} {...props} />;
}

function RemoteSlotInner<P extends object>({ id, props, skeleton, onFailure = 'panel' }: Props<P>) {
  const loader = useContext(RemoteLoaderContext);
  const makeLazy = (fresh: boolean) => lazy(() => loader(id, { fresh }) as Promise<{ default: ComponentType<P> }>);
  const [slot, setSlot] = useState(() => ({ attempt: 0, Lazy: makeLazy(false) }));
  const retry = useCallback(
    () => setSlot((s) => ({ attempt: s.attempt + 1, Lazy: lazy(() => loader(id, { fresh: true }) as Promise<{ default: ComponentType<P> }>) })),
    [loader, id],
  );
  const { Lazy, attempt } = slot;

  const fallback =
    onFailure === 'none' ? null : <RemoteUnavailable onRetry={retry} compact={onFailure === 'compact'} />;

  return (
    <RemoteErrorBoundary key={attempt} fallback={fallback}>
      <Suspense fallback={skeleton === undefined ? <PageSkeleton /> : skeleton}>
        <Lazy {...((props ?? {}) as P & object)} />
        <Rendered />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
