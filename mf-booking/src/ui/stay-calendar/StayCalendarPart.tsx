import { LazyPart, useAfterPaint, useNearViewport } from '@hotel/shared/ui';
import { t } from '@hotel/shared';
import type { StayCalendarProps } from './StayCalendar';
import styles from './StayCalendar.module.css';

// Its own chunk, named so the e2e suite can fail it (docs/architecture.md §3, lazy parts): the
// calendar library (20 KB gzip) loads with the booking panel, never before the page's content (§10).
const loadCalendar = () => import(/* webpackChunkName: "stay-calendar" */ './StayCalendar');

/**
 * The availability calendar as a lazy part: a box of its size while it loads, Retry if it fails.
 * The download starts once the page around it has painted and the box is near the viewport: on a
 * phone the room page's panel is below the fold, so the calendar stays out of the page's load.
 */
export function StayCalendarPart(props: StayCalendarProps) {
  const painted = useAfterPaint();
  const [box, near] = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <div ref={box} className={props.pricing ? styles.placeholderPriced : styles.placeholder} role="status">
      {t('booking.calendar.loading')}
    </div>
  );
  return painted && near ? <LazyPart load={loadCalendar} props={props} loading={placeholder} /> : placeholder;
}

export type { StayCalendarProps };
