import { TOAST_LAYOUT_DEFAULTS } from '@hotel/shared';
import { useSyncExternalStore } from 'react';
import { ToastContainer } from 'react-toastify';

const DARK = '(prefers-color-scheme: dark)';

/**
 * Toasts start under the sticky top bar and stack beneath it (its z-index is 50), so they never
 * cover the avatar or an open account menu, on phones too; they stay above the offers button (40).
 */
const BELOW_TOP_BAR = { top: 'calc(var(--hv-topbar-height) + var(--hv-space-2))', zIndex: 45 };

function subscribe(onChange: () => void) {
  if (typeof matchMedia !== 'function') return () => undefined;
  const mq = matchMedia(DARK);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}
const prefersDark = () => typeof matchMedia === 'function' && matchMedia(DARK).matches;

/** The light/dark system theme, live. */
export function useSystemTheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, prefersDark, () => false) ? 'dark' : 'light';
}

/** Alt+T (TOAST_LAYOUT_DEFAULTS.hotkey) focuses the notifications (react-toastify's hotKeys). */
const HOTKEY_CODE = `Key${TOAST_LAYOUT_DEFAULTS.hotkey.replace(/^Alt\+/, '').toUpperCase()}`;
export const isToastHotkey = (e: KeyboardEvent) => e.altKey && e.code === HOTKEY_CODE;

/**
 * The one toast host (remotes call `toast` from the shared react-toastify singleton): the layout's
 * defaults (TOAST_LAYOUT_DEFAULTS: top-right under the top bar, 5000 ms, pause on hover and focus
 * loss, draggable with an 80% dismiss distance, the hotkey, named in the region's label). The theme
 * is not one of them: it follows the system, as the page's own tokens do (docs/product.md §2
 * "Notifications" says why), so a dark page never flashes a light toast.
 */
export function ToastHost() {
  const theme = useSystemTheme();
  const d = TOAST_LAYOUT_DEFAULTS;
  return (
    <ToastContainer
      position={d.position}
      autoClose={d.autoClose}
      pauseOnHover={d.pauseOnHover}
      pauseOnFocusLoss={d.pauseOnFocusLoss}
      draggable={d.draggable}
      draggablePercent={d.draggablePercent}
      closeOnClick={false}
      newestOnTop
      theme={theme}
      hotKeys={isToastHotkey}
      aria-label={`Notifications ${TOAST_LAYOUT_DEFAULTS.hotkey}`}
      style={BELOW_TOP_BAR}
    />
  );
}
