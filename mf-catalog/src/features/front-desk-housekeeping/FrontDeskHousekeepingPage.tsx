import { formatBookingDate, todayIn, useAction, useLoad, useRuntimeConfig, type HotelRoom, type HousekeepingState } from '@hotel/shared';
import { frontDeskApi, ListStatus } from '@hotel/shared/front-desk';
import { HOUSEKEEPING_LABELS, HOUSEKEEPING_NEXT, HOUSEKEEPING_STATES } from '@hotel/shared/front-desk/housekeeping';
import { useState } from 'react';
import desk from '../../ui/front-desk/desk.module.css';
import own from './FrontDeskHousekeepingPage.module.css';
import { OutOfOrderDialog } from './OutOfOrderDialog';

export const HOUSEKEEPING_TEXTS = {
  title: 'Housekeeping',
  summary: (counts: Record<HousekeepingState, number>) =>
    HOUSEKEEPING_STATES.map((s) => `${counts[s]} ${HOUSEKEEPING_LABELS[s].toLowerCase()}`).join(' · '),
  none: 'No rooms.',
  mark: (state: HousekeepingState) => `Mark ${HOUSEKEEPING_LABELS[state].toLowerCase()}`,
  marked: (room: string, state: HousekeepingState) => `${room} is ${HOUSEKEEPING_LABELS[state].toLowerCase()}.`,
  outOfOrder: 'Out of order…',
  changeDates: 'Change dates…',
  backInService: 'Back in service',
  closed: (from: string, to: string) => `Closed ${formatBookingDate(from)} to ${formatBookingDate(to)}`,
  failed: 'Failed to change the room. Please try again.',
} as const;

/** Why each section is there: what housekeeping does next with its rooms. */
const SECTION_HINTS: Record<HousekeepingState, string> = {
  dirty: 'To clean: departures land here.',
  clean: 'Cleaned, waiting for inspection.',
  inspected: 'Ready for the next guest.',
  'out-of-order': 'Closed to sale on the nights shown.',
};

const BADGES: Record<HousekeepingState, string | undefined> = {
  dirty: own.dirty,
  clean: own.clean,
  inspected: own.inspected,
  'out-of-order': own.outOfOrder,
};

function RoomCard({ room, onOutOfOrder }: { room: HotelRoom; onOutOfOrder: (room: HotelRoom) => void }) {
  const { state, from, to, reason } = room.housekeeping;
  const next = HOUSEKEEPING_NEXT[state];
  const change = useAction((to: HousekeepingState) => frontDeskApi.setHousekeeping(room._id, { state: to }), {
    success: (_, to) => HOUSEKEEPING_TEXTS.marked(room.name, to),
    failure: { fallback: HOUSEKEEPING_TEXTS.failed, server: { status: [400, 404] } },
    stales: ['rooms'],
  });
  const outOfOrder = state === 'out-of-order';
  return (
    <li className={own.card}>
      <div className={own.cardHead}>
        <div>
          <h3 className={own.name}>{room.name}</h3>
          <p className={desk.muted}>
            {room.type} · {room.location}
          </p>
        </div>
        <span className={BADGES[state]}>{HOUSEKEEPING_LABELS[state]}</span>
      </div>
      {outOfOrder && (
        <p className={own.closed}>
          <strong>{HOUSEKEEPING_TEXTS.closed(from!, to!)}</strong>
          <span className={own.reason}>{reason}</span>
        </p>
      )}
      <div className={own.actions}>
        {next && (
          <button
            type="button"
            className={own.next}
            disabled={change.busy}
            aria-label={`${HOUSEKEEPING_TEXTS.mark(next)}: ${room.name}`}
            onClick={() => void change.run(next)}
          >
            {HOUSEKEEPING_TEXTS.mark(next)}
          </button>
        )}
        {outOfOrder && (
          <button
            type="button"
            className={own.next}
            disabled={change.busy}
            aria-label={`${HOUSEKEEPING_TEXTS.backInService}: ${room.name}`}
            onClick={() => void change.run('dirty')}
          >
            {HOUSEKEEPING_TEXTS.backInService}
          </button>
        )}
        <button
          type="button"
          className={own.other}
          disabled={change.busy}
          aria-label={`${outOfOrder ? HOUSEKEEPING_TEXTS.changeDates : HOUSEKEEPING_TEXTS.outOfOrder} ${room.name}`}
          onClick={() => onOutOfOrder(room)}
        >
          {outOfOrder ? HOUSEKEEPING_TEXTS.changeDates : HOUSEKEEPING_TEXTS.outOfOrder}
        </button>
      </div>
    </li>
  );
}

/**
 * Housekeeping (docs/product.md "Housekeeping"), made for a phone: the rooms on sale by state, dirty
 * first, each with its one-tap next step (dirty → clean → inspected), and out of order with its
 * nights and reason; a room is put out of order (or back in service) from its card.
 */
export default function FrontDeskHousekeepingPage() {
  // Every state change stales 'rooms': the list is read again and the room moves to its new section.
  const rooms = useLoad('rooms', () => frontDeskApi.rooms(), { resource: 'rooms' });
  const today = todayIn(useRuntimeConfig().hotelTimeZone);
  const [closing, setClosing] = useState<HotelRoom | null>(null);
  const open = (rooms.data ?? []).filter((r) => !r.archived).sort((a, b) => a.name.localeCompare(b.name));
  const inState = (s: HousekeepingState) => open.filter((r) => r.housekeeping.state === s);
  const counts = Object.fromEntries(HOUSEKEEPING_STATES.map((s) => [s, inState(s).length])) as Record<HousekeepingState, number>;

  return (
    <div className={own.page}>
      <div className={desk.header}>
        <div>
          <h1 className={desk.title}>{HOUSEKEEPING_TEXTS.title}</h1>
          {rooms.data && <p className={desk.muted}>{HOUSEKEEPING_TEXTS.summary(counts)}</p>}
        </div>
      </div>
      <ListStatus read={rooms} what="rooms" />
      {rooms.data && open.length === 0 && <p className={desk.muted}>{HOUSEKEEPING_TEXTS.none}</p>}
      {open.length > 0 &&
        HOUSEKEEPING_STATES.map((state) => (
          <section key={state} className={own.section} aria-labelledby={`housekeeping-${state}`}>
            <h2 id={`housekeeping-${state}`} className={own.sectionTitle}>
              {HOUSEKEEPING_LABELS[state]} <span className={own.count}>{counts[state]}</span>
            </h2>
            <p className={desk.muted}>{SECTION_HINTS[state]}</p>
            {counts[state] > 0 && (
              <ul className={own.cards}>
                {inState(state).map((room) => (
                  <RoomCard key={room._id} room={room} onOutOfOrder={setClosing} />
                ))}
              </ul>
            )}
          </section>
        ))}
      {closing && <OutOfOrderDialog room={closing} today={today} onClose={() => setClosing(null)} />}
    </div>
  );
}
