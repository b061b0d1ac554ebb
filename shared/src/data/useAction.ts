import { useCallback, useEffect, useRef, useState } from 'react';
import type { ToastOptions } from 'react-toastify';
import { errorMessage, type MessageRule } from '../api/errors';
import { notify } from '../notify/notify';
import { dropEarlyReads } from './earlyAnswers';
import { keyForWrite, type HeldKey } from './idempotencyKey';
import { markStale, type Resource } from './stale';

/**
 * The one way a front end runs a write (docs/architecture.md §4): one run at a time, `busy` while it
 * runs, then the success toast, or the failure worded by the one rule (`errorMessage`, docs/product.md
 * §8) in an error toast or inline, and, for a write that names itself (`idempotent`), an
 * Idempotency-Key that stays the same while the guest retries that write after a failure; after a
 * success, the reads of what it `stales` refresh (stale.ts).
 */

export interface ActionContext {
  /** Set when the action is `idempotent`: send it as the request's Idempotency-Key. */
  idempotencyKey?: string;
}

export interface ActionOptions<I, R> {
  /** The success toast's text; no toast without it. */
  success?: string | ((result: R, input: I) => string);
  /** How a failure reads: `errorMessage`'s rule, or a function for failures that are not the API's (Firebase's). */
  failure: MessageRule | string | ((error: unknown, input: I) => string);
  /** Where the failure shows: an error toast (the default) or `error`, for the page to show inline. */
  showError?: 'toast' | 'inline';
  /** Options of both toasts, e.g. `TOASTS.booking` (docs/product.md §9). */
  toast?: ToastOptions;
  onSuccess?: (result: R, input: I) => void;
  onError?: (error: unknown, input: I) => void;
  /**
   * The resources a success changes (`['bookings']`): the reads of them on screen (`useLoad` with
   * that `resource`) refresh, so the screen shows the server's state instead of patching its copy.
   */
  stales?: readonly Resource[];
  /**
   * What makes two runs the same write (e.g. room, date, guests): with it, the write gets an
   * Idempotency-Key that is kept across retries of that write and renewed after a success.
   */
  idempotent?: (input: I) => string;
}

export interface Action<I> {
  /** Runs the write, unless one is running already; resolves once it settled (it never rejects). */
  run: (input: I) => Promise<void>;
  busy: boolean;
  /** The input of the run in flight, null when idle (e.g. which of two buttons started it). */
  pending: I | null;
  /** The last failure's message with `showError: 'inline'` (null after a success or a new run). */
  error: string | null;
  /** Sets or clears the inline message (e.g. a validator's message before any run). */
  setError: (message: string | null) => void;
}

export function useAction<I = void, R = unknown>(
  write: (input: I, context: ActionContext) => Promise<R>,
  options: ActionOptions<I, R>,
): Action<I> {
  const [pending, setPending] = useState<{ input: I } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const heldKey = useRef<HeldKey | null>(null);
  // The latest write and options, so inline arrows and texts that depend on props are fine.
  const latest = useRef({ write, options });
  useEffect(() => {
    latest.current = { write, options };
  });

  const run = useCallback(async (input: I) => {
    if (running.current) return;
    running.current = true;
    const { write: doWrite, options: o } = latest.current;
    const key = o.idempotent ? keyForWrite(heldKey.current, o.idempotent(input)) : null;
    // A write makes every answer started before the app stale (docs/architecture.md §10).
    dropEarlyReads();
    setPending({ input });
    setError(null);
    try {
      const result = await doWrite(input, key ? { idempotencyKey: key.key } : {});
      heldKey.current = null;
      const text = typeof o.success === 'function' ? o.success(result, input) : o.success;
      if (text) void notify('success', text, o.toast);
      if (o.stales) markStale(o.stales);
      o.onSuccess?.(result, input);
    } catch (e) {
      heldKey.current = key;
      const message = typeof o.failure === 'function' ? o.failure(e, input) : errorMessage(e, o.failure);
      if (o.showError === 'inline') setError(message);
      else void notify('error', message, o.toast);
      o.onError?.(e, input);
    } finally {
      running.current = false;
      setPending(null);
    }
  }, []);

  return { run, busy: pending !== null, pending: pending?.input ?? null, error, setError };
}
