import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { ExposedComponentId, ExposedModules } from '@hotel/shared';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { markFirstContent } from '../startup/firstContent';
import { PageSkeleton } from './Skeletons';
import type { RemoteComponentModule, RemoteId } from './types';

export type SlotLoader = (id: RemoteId, opts: { fresh: boolean }) => Promise<RemoteComponentModule<never>>;

/** How RemoteSlot loads modules: Module Federation in the app, a stub in tests. */
export const RemoteLoaderContext = createContext<SlotLoader>(() =>
  Promise.reject(new Error('No RemoteLoaderContext provider: wrap the app in <RemoteLoaderContext value={loader}>.')),
);

/** The module's props, required when the contract has a required prop (docs/architecture.md §3). */
type PropsOf<Id extends ExposedComponentId> =
  Partial<Record<string, never>> extends ExposedModules[Id]
    ? { props?: ExposedModules[Id] }
    : { props: ExposedModules[Id] };

type Props<Id extends ExposedComponentId> = PropsOf<Id> & {
  id: Id;
  /** Shown while the remote's code loads (default: a page skeleton; null: nothing). */
  skeleton?: ReactNode;
  /** 'panel' (default): the "temporarily unavailable" box with Retry; 'none': render nothing. */
  onFailure?: 'panel' | 'compact' | 'none';
};

/** Where a slot says whether its module rendered (the load beacon's recorder, startup/loadRecorder.ts). */
export const LoadReportContext = createContext<(id: RemoteId, rendered: boolean) => void>(() => undefined);

/** Mounts together with the remote's content (same Suspense boundary): signals first content, and that `id` rendered. */
function Rendered({ id }: { id: RemoteId }) {
  const report = useContext(LoadReportContext);
  useEffect(() => {
    markFirstContent();
    report(id, true);
  }, [id, report]);
  return null;
}

/**
 * One federated module on screen: Suspense (skeleton) inside an error boundary. Retry builds a
 * FRESH React.lazy (a rejected lazy stays rejected) and asks the loader for a fresh load. Keyed by
 * id, so moving between routes served by the same slot position starts from a clean state.
 */
export function RemoteSlot<Id extends ExposedComponentId>(props: Props<Id>) {
  return <RemoteSlotInner key={props.id} {...(props as SlotProps)} />;
}

// Inside, the slot handles any module alike: the contract was checked at the call site.
type P = ExposedModules[ExposedComponentId] & object;
type SlotProps = Omit<Props<ExposedComponentId>, 'id'> & { id: RemoteId; props?: P };

const lazySlot = (loader: SlotLoader, id: RemoteId, fresh: boolean) =>
  lazy(() => loader(id, { fresh }) as Promise<{ default: ComponentType<P> }>);

function RemoteSlotInner({ id, props, skeleton, onFailure = 'panel' }: SlotProps) {
  const loader = useContext(RemoteLoaderContext);
  const report = useContext(LoadReportContext);
  const [slot, setSlot] = useState(() => ({ attempt: 0, Lazy: lazySlot(loader, id, false) }));
  const retry = useCallback(() => setSlot((s) => ({ attempt: s.attempt + 1, Lazy: lazySlot(loader, id, true) })), [loader, id]);
  const { Lazy, attempt } = slot;

  const fallback =
    onFailure === 'none' ? null : <RemoteUnavailable onRetry={retry} compact={onFailure === 'compact'} />;

  return (
    <RemoteErrorBoundary key={attempt} fallback={fallback} onError={() => report(id, false)}>
      <Suspense fallback={skeleton === undefined ? <PageSkeleton /> : skeleton}>
        <Lazy {...((props ?? {}) as P)} />
        <Rendered id={id} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * RemoteSlot for a module a page table names (docs/architecture.md §3, "Pages"): the id comes from
 * a remote's manifest at run time, checked by parsePageTable instead of the compiler.
 */
export const TableSlot = RemoteSlot as (props: Omit<SlotProps, 'id' | 'props'> & { id: string; props?: object }) => ReactNode;
