import { addDays, bookingHorizon, useAction, type Booking, type HotelRoom } from '@hotel/shared';
import { HOUSEKEEPING_MESSAGES, validateHousekeeping } from '@hotel/shared/front-desk/housekeeping';
import { DateField, FormError } from '@hotel/shared/ui';
import fields from '@hotel/shared/ui/fields.module.css';
import { frontDeskApi } from '@hotel/shared/front-desk';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../ui/front-desk';
import desk from '../../ui/front-desk/desk.module.css';
import own from './FrontDeskHousekeepingPage.module.css';

export const OUT_OF_ORDER_TEXTS = {
  title: (room: string) => `Put ${room} out of order`,
  body: 'Its nights from the first one up to the day it is back in order close to every search, calendar and booking.',
  from: 'Out of order from',
  to: 'Back in order on',
  reason: 'Reason',
  confirm: 'Close the room',
  confirmAnyway: 'Close it anyway',
  overlapsTitle: 'These bookings hold nights in that period. They stay booked: move or cancel them from Bookings.',
  closed: (room: string) => `${room} is out of order.`,
  failed: 'Failed to close the room. Please try again.',
} as const;

interface Props {
  room: HotelRoom;
  /** The hotel's today (YYYY-MM-DD): the earliest first night. */
  today: string;
  onClose: () => void;
}

/** What the close answered: done, or the bookings staff must see before confirming. */
type Outcome = { done: true } | { done: false; overlaps: Booking[] };

/**
 * Out of order: its nights and reason, checked by the rules the API runs; then the bookings it would
 * overlap (a dry run), confirmed before the room closes. A booking made meanwhile is a 409 in words,
 * and the next press asks again.
 */
export function OutOfOrderDialog({ room, today, onClose }: Props) {
  const current = room.housekeeping.state === 'out-of-order' ? room.housekeeping : null;
  const [from, setFrom] = useState(current?.from ?? today);
  const [to, setTo] = useState(current?.to ?? addDays(today, 1));
  const [reason, setReason] = useState(current?.reason ?? '');
  const [overlaps, setOverlaps] = useState<Booking[] | null>(null);
  const errorId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const close = useAction(
    async (accept: Booking[] | null): Promise<Outcome> => {
      const change = { state: 'out-of-order' as const, from, to, reason: reason.trim() };
      if (accept === null) {
        const preview = await frontDeskApi.setHousekeeping(room._id, { ...change, dryRun: true });
        if (preview.overlaps.length > 0) return { done: false, overlaps: preview.overlaps };
      }
      await frontDeskApi.setHousekeeping(room._id, { ...change, acceptOverlaps: (accept ?? []).map((b) => b._id) });
      return { done: true };
    },
    {
      success: (outcome) => (outcome.done ? OUT_OF_ORDER_TEXTS.closed(room.name) : ''),
      failure: { fallback: OUT_OF_ORDER_TEXTS.failed, server: { status: [400, 404, 409] } },
      showError: 'inline',
      stales: ['rooms'],
      onSuccess: (outcome) => (outcome.done ? onClose() : setOverlaps(outcome.overlaps)),
      // A booking made since the list was shown: show the words, and ask for the list again.
      onError: () => setOverlaps(null),
    },
  );

  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setOverlaps(null);
    close.setError(null);
  };

  const onConfirm = () => {
    const v = validateHousekeeping({ state: 'out-of-order', from, to }, today);
    if (!v.ok) return close.setError(v.message);
    if (!reason.trim()) {
      close.setError(HOUSEKEEPING_MESSAGES.reasonRequired);
      reasonRef.current?.focus();
      return;
    }
    void close.run(overlaps);
  };

  return (
    <ConfirmDialog
      title={OUT_OF_ORDER_TEXTS.title(room.name)}
      busy={close.busy}
      danger
      confirmLabel={overlaps ? OUT_OF_ORDER_TEXTS.confirmAnyway : OUT_OF_ORDER_TEXTS.confirm}
      onClose={onClose}
      onConfirm={onConfirm}
      asForm
    >
      <p className={desk.dialogText}>{OUT_OF_ORDER_TEXTS.body}</p>
      <div className={own.dates}>
        <div className={own.field}>
          <DateField label={OUT_OF_ORDER_TEXTS.from} value={from} min={today} describedBy={errorId} onChange={edit(setFrom)} />
        </div>
        <div className={own.field}>
          <DateField
            label={OUT_OF_ORDER_TEXTS.to}
            value={to}
            min={addDays(from || today, 1)}
            max={bookingHorizon(today)}
            describedBy={errorId}
            onChange={edit(setTo)}
          />
        </div>
      </div>
      <div className={own.field}>
        <label htmlFor={`${errorId}-reason`}>{OUT_OF_ORDER_TEXTS.reason}</label>
        <textarea
          id={`${errorId}-reason`}
          ref={reasonRef}
          className={fields.input}
          rows={3}
          required
          value={reason}
          aria-describedby={errorId}
          onChange={(e) => edit(setReason)(e.target.value)}
        />
      </div>
      {overlaps && (
        <div className={own.overlaps} role="alert">
          <p>{OUT_OF_ORDER_TEXTS.overlapsTitle}</p>
          <ul>
            {overlaps.map((b) => (
              <li key={b._id}>{HOUSEKEEPING_MESSAGES.overlapItem(b)}</li>
            ))}
          </ul>
        </div>
      )}
      <FormError id={errorId} message={close.error} />
    </ConfirmDialog>
  );
}
