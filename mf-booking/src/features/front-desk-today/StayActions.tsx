import { useAction, type Action, type Booking } from '@hotel/shared';
import { canCheckIn, canCheckOut, canMarkNoShow, canUndo, type StayAction } from '@hotel/shared/stay-changes';
import { frontDeskApi } from '@hotel/shared/front-desk';
import { deskStyles } from '../../ui/front-desk';
import styles from './FrontDeskToday.module.css';

export interface StayInput {
  booking: Booking;
  action: StayAction;
}

/**
 * The one write of the day's lists: a stay's next state (docs/product.md "A stay's states"). The
 * toast says what happened in the API's words (an early departure names the nights on sale again);
 * a refusal reads as the API words it. The day and the rooms' dates refresh after it.
 */
export function useStayChange(): Action<StayInput> {
  return useAction(({ booking, action }: StayInput) => frontDeskApi.changeStay(booking._id, action), {
    success: (change) => change.message,
    failure: 'The stay could not be changed. Please try again.',
    stales: ['bookings', 'rooms'],
  });
}

const LABELS: Record<StayAction, string> = { 'check-in': 'Check in', 'check-out': 'Check out', 'no-show': 'No-show', undo: 'Undo' };
/** What Undo takes back, by the state the stay is in. */
const UNDO_OF: Partial<Record<Booking['status'], string>> = { 'checked-in': 'Undo check-in', 'checked-out': 'Undo check-out', 'no-show': 'Undo no-show' };

interface Props {
  booking: Booking;
  /** The hotel's day (YYYY-MM-DD) and zone: what the rules allow today. */
  today: string;
  timeZone: string;
  change: Action<StayInput>;
}

/** The changes the rules allow this stay now, one click each (@hotel/shared stayStates.ts). */
export function StayActions({ booking, today, timeZone, change }: Props) {
  const allowed: StayAction[] = [];
  if (canCheckIn(booking, today)) allowed.push('check-in');
  if (canMarkNoShow(booking, today)) allowed.push('no-show');
  if (canCheckOut(booking)) allowed.push('check-out');
  if (canUndo(booking, new Date(), timeZone)) allowed.push('undo');
  if (allowed.length === 0) return null;
  const early = booking.checkOut > today;
  return (
    <span className={styles.actions}>
      {allowed.map((action) => {
        const text = action === 'undo' ? (UNDO_OF[booking.status] ?? LABELS.undo) : action === 'check-out' && early ? 'Check out early' : LABELS[action];
        const primary = action === 'check-in' || (action === 'check-out' && !early);
        return (
          <button
            key={action}
            type="button"
            className={primary ? deskStyles.primary : deskStyles.secondary}
            aria-label={`${text}: ${booking.userName}, ${booking.roomName}`}
            disabled={change.busy}
            onClick={() => void change.run({ booking, action })}
          >
            {change.pending?.booking._id === booking._id && change.pending.action === action ? `${text}…` : text}
          </button>
        );
      })}
    </span>
  );
}
