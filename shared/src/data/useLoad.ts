import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { takeEarlyAnswer } from './earlyAnswers';
import { onStale, type Resource } from './stale';

/**
 * The one way the front ends load data for a screen: call `load(key)` whenever `key` changes (or
 * on `reload()`), report loading / ready / error, and drop an answer that arrives after the key
 * changed or the component unmounted (so a slow old answer never overwrites a newer one).
 *
 * A small hook of our own rather than a data library (SWR, TanStack Query): the screens need no
 * cache, dedupe or refetch on focus, and the first-load budget on `/` (docs/architecture.md §10)
 * has no room for the 4-13 KB gzip such a library costs.
 */

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface Loaded<T, S extends LoadStatus = LoadStatus> {
  /** 'idle' while `key` is null; 'loading' until the answer for the current key (and reload) arrives. */
  status: S;
  /** The answer for the current key; undefined while it loads or after it failed. */
  data: T | undefined;
  /** The last answer for any key: keeps the previous list on screen while a new one loads. */
  latest: T | undefined;
  /** Why the current key failed (undefined otherwise). */
  error: unknown;
  /** Loads the current key again (status goes back to 'loading'). */
  reload: () => void;
  /**
   * Loads the current key again in the background: the current data stays on screen (status stays
   * 'ready') until the new answer replaces it; a failure keeps it and calls `onError`.
   */
  refresh: () => void;
  /**
   * Changes the loaded data in place (e.g. with a live event's news), without a request; does
   * nothing until there is data. An answer to a load started before it is dropped. After a write,
   * name what it `stales` instead (useAction).
   */
  mutate: (next: T | ((current: T) => T)) => void;
}

export interface LoadCallbacks<T> {
  /** Called once per answer that is still wanted (e.g. to emit an event). */
  onData?: (data: T) => void;
  /** Called once per failure that is still wanted (e.g. to show a toast or navigate away). */
  onError?: (error: unknown) => void;
  /**
   * The API path `load(key)` reads (e.g. `API_PATHS.bookings`): the first load then takes the
   * answer the shell started before the app, when there is one under the rules of
   * docs/architecture.md §10, "Code and data in parallel" (earlyAnswers.ts). Reloads and refreshes
   * always ask the API.
   */
  early?: (key: string) => string;
  /**
   * The resource this read is of (`'bookings'`): a write that `stales` it (useAction) refreshes
   * this read in the background while it is on screen (stale.ts).
   */
  resource?: Resource;
}

type Result<T> = { key: string; run: number } & ({ ok: true; data: T } | { ok: false; error: unknown });

const isUpdater = <T>(next: T | ((current: T) => T)): next is (current: T) => T => typeof next === 'function';

/**
 * @param key what to load, as a string (an id, an e-mail, a serialised filter); null loads nothing.
 * @param load the request for `key`; the latest function is used, so an inline arrow is fine.
 */
export function useLoad<T>(
  key: string,
  load: (key: string) => Promise<T>,
  callbacks?: LoadCallbacks<T>,
): Loaded<T, Exclude<LoadStatus, 'idle'>>;
export function useLoad<T>(
  key: string | null,
  load: (key: string) => Promise<T>,
  callbacks?: LoadCallbacks<T>,
): Loaded<T>;
export function useLoad<T>(
  key: string | null,
  load: (key: string) => Promise<T>,
  callbacks: LoadCallbacks<T> = {},
): Loaded<T> {
  const [run, setRun] = useState(0);
  const [refreshes, setRefreshes] = useState(0);
  const [result, setResult] = useState<Result<T> | null>(null);
  const latestArgs = useRef({ load, callbacks });
  // Bumped by mutate: an answer to a load started before a write may not hold the write.
  const mutations = useRef(0);
  const dataShown = useRef(false);
  useEffect(() => {
    latestArgs.current = { load, callbacks };
  });

  useEffect(() => {
    if (key === null) return;
    let live = true;
    const startedAt = mutations.current;
    const { load, callbacks: cb } = latestArgs.current;
    const first = run === 0 && refreshes === 0 && cb.early;
    (first ? takeEarlyAnswer<T>(cb.early!(key)).then((early) => (early ? early.data : load(key))) : load(key)).then(
      (data) => {
        if (!live || mutations.current !== startedAt) return;
        // A transition: React renders the answer (a list of rooms, say) in slices and yields to
        // the browser between them, instead of in one long task (docs/architecture.md §10).
        startTransition(() => setResult({ key, run, ok: true, data }));
        latestArgs.current.callbacks.onData?.(data);
      },
      (error: unknown) => {
        if (!live) return;
        // A refresh that failed keeps what is on screen.
        setResult((prev) => (prev?.ok && prev.key === key && prev.run === run ? prev : { key, run, ok: false, error }));
        latestArgs.current.callbacks.onError?.(error);
      },
    );
    return () => {
      live = false;
    };
  }, [key, run, refreshes]);

  const reload = useCallback(() => {
    setRefreshes(0);
    setRun((n) => n + 1);
  }, []);
  const refresh = useCallback(() => setRefreshes((n) => n + 1), []);
  const { resource } = callbacks;
  useEffect(() => (resource ? onStale(resource, refresh) : undefined), [resource, refresh]);
  const current = result !== null && key !== null && result.key === key && result.run === run ? result : null;
  const shown = current?.ok === true;
  useEffect(() => {
    dataShown.current = shown;
  });
  const mutate = useCallback(
    (next: T | ((current: T) => T)) => {
      if (!dataShown.current) return;
      mutations.current += 1;
      setResult((prev) =>
        prev?.ok && prev.key === key && prev.run === run
          ? { ...prev, data: isUpdater(next) ? next(prev.data) : next }
          : prev,
      );
    },
    [key, run],
  );
  return {
    status: key === null ? 'idle' : !current ? 'loading' : current.ok ? 'ready' : 'error',
    data: current?.ok ? current.data : undefined,
    latest: result?.ok ? result.data : undefined,
    error: current && !current.ok ? current.error : undefined,
    reload,
    refresh,
    mutate,
  };
}
