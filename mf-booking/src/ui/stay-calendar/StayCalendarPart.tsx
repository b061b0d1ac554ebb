import { LazyPart } from '@hotel/shared/ui';
import { useEffect, useState } from 'react';
import type { StayCalendarProps } from './StayCalendar';
import styles from './StayCalendar.module.css';
import { afterPaint } from './afterPaint';

// Its own chunk, named so the e2e suite can fail it (docs/architecture.md §3, lazy parts): the
// calendar library loads with the booking panel, never before the page's content (§10).
const loadCalendar = () => import(/* webpackChunkName: "stay-calendar" */ './StayCalendar');

/**
 * The availability calendar as a lazy part: a box of its size while it loads, Retry if it fails.
 * The download starts once the page around it has painted (as the home hero's carousel does), never
 * while the room's content is still on its way.
 */
export function StayCalendarPart(props: StayCalendarProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => afterPaint(() => setMounted(true)), []);
  const placeholder = <div className={styles.placeholder} />;
  return mounted ? <LazyPart load={loadCalendar} props={props} loading={placeholder} /> : placeholder;
}

export type { StayCalendarProps };
