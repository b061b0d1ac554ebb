import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a press outside every `inside` element or the Escape key dismisses (the top bar's
 * small-screen menu and the account menu behave alike).
 */
export function useDismiss(
  open: boolean,
  inside: RefObject<HTMLElement | null>[],
  onDismiss: (how: 'outside' | 'escape') => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: MouseEvent | TouchEvent) => {
      if (!inside.some((r) => r.current?.contains(e.target as Node))) onDismiss('outside');
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onDismiss('escape');
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, inside, onDismiss]);
}
