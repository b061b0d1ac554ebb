import type { ToastOptions } from 'react-toastify';
import { TOAST_BOOKING_MS } from '../domain/constants';
import { sharedText, speakShared } from '../i18n';

export type NotifyKind = 'success' | 'error' | 'info';

/**
 * Shows a toast in the shell's toast host, loading react-toastify (a shared singleton) with the
 * first one: a page that only may raise a toast does not wait for it before its content
 * (docs/architecture.md §10). Toasts raised before the host mounts wait in react-toastify's queue.
 */
export function notify(kind: NotifyKind, message: string, options?: ToastOptions): Promise<void> {
  // @hotel/shared's own words (a rule's, the API's) in the page's language, its catalog first when a
  // toast comes before it is in (never its English for a moment); a page's own message is translated already.
  const words = speakShared().catch(() => undefined);
  return Promise.all([import('react-toastify'), words]).then(
    ([{ toast }]) => void (options ? toast[kind](sharedText(message), options) : toast[kind](sharedText(message))),
    () => undefined, // the chunk could not load: nothing to show it with
  );
}

/**
 * Toast presets (docs/product.md §9): `notify('success', text, TOASTS.booking)` on the booking
 * screens (3000 ms); the other screens use the host's defaults (5000 ms) and pass none.
 */
export const TOASTS = Object.freeze({
  booking: Object.freeze({ autoClose: TOAST_BOOKING_MS }),
}) satisfies Readonly<Record<string, ToastOptions>>;
