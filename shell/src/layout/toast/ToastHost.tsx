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

/** Alt+T focuses the notifications (react-toastify's hotKeys). */
export const isToastHotkey = (e: KeyboardEvent) => e.altKey && e.code === 'KeyT';

/**
 * The one toast host (remotes call `toast` from the shared react-toastify singleton): top-right under the top bar,
 * 5000 ms, pause on hover and focus loss, draggable with an 80% dismiss distance, hotkey Alt+T,
 * theme following the system (docs/product.md §9 says light; docs/design.md's dark tokens follow the system).
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
      aria-label="Notifications Alt+T"
      style={BELOW_TOP_BAR}
    />
  );
}
