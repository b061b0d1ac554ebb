import { BREAKPOINTS } from '@hotel/shared';
import { useEffect, useState } from 'react';

const QUERY = `(min-width: ${BREAKPOINTS.lg}px)`;

const matches = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** True from DESIGN.md's `lg` breakpoint (1024 px) up: My Bookings shows a table there, cards below. */
export function useIsLargeScreen(): boolean {
  const [large, setLarge] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia(QUERY);
    const onChange = () => setLarge(mq.matches);
    onChange();
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return large;
}
