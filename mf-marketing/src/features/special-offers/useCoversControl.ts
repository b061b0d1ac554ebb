import { useEffect, useState, type RefObject } from 'react';
import { CONTROLS, coversControl } from './coversControl';

/**
 * True while the floating button would lie over a control of the page (on a phone a full-width
 * button reaches the screen's edge): the button then steps aside until the guest scrolls on.
 * Re-checked when the page scrolls, resizes or changes.
 */
export function useCoversControl(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const el = ref.current;
        if (el) setCovering(coversControl(el, el.getBoundingClientRect(), document.querySelectorAll(CONTROLS)));
      });
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    const changes = new MutationObserver(check);
    changes.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      changes.disconnect();
    };
  }, [ref, active]);
  return active && covering;
}
