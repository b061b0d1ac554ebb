import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { createScrollMemory } from './scrollMemory';

/** Give up restoring a position if the page never grows tall enough (e.g. fewer results now). */
const RESTORE_FOR_MS = 5000;

/**
 * A new route starts at the top; Back/Forward returns to the position the guest left. The routed
 * content of a revisited page loads again (remote chunk, API), so the saved position is re-applied
 * as the page grows until it is reached, the guest scrolls by themselves, or RESTORE_FOR_MS passes.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const [memory] = useState(createScrollMemory);
  const currentKey = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => memory.remember(currentKey.current, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [memory]);

  useLayoutEffect(() => {
    // The page load's own entry (the key it started with) is where the browser put it (the top, or
    // where the guest scrolled its first view to): reading window.scrollY here would force the
    // layout of the whole new page inside React's first commit (15-34 ms on the bench's phone).
    if (currentKey.current === location.key) return;
    currentKey.current = location.key;
    const target = memory.targetFor(location.key);
    if (Math.abs(window.scrollY - target) < 1) return;
    window.scrollTo(0, target);
    if (target === 0 || Math.abs(window.scrollY - target) < 1) return;

    const started = Date.now();
    const observer = new ResizeObserver(() => {
      if (Date.now() - started > RESTORE_FOR_MS) return stop();
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) < 1) stop();
    });
    const stop = () => {
      observer.disconnect();
      for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.removeEventListener(type, stop);
    };
    observer.observe(document.body);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [location.key, memory]);
}
