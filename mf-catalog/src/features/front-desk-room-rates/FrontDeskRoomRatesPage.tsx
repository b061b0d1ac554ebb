import {
  formatPrice,
  hasDiscount,
  nightlyRate,
  todayIn,
  useLoad,
  useRuntimeConfig,
  type HotelRoom,
  type Pricing,
  type RatePeriod,
  type RoomRates,
} from '@hotel/shared';
import { frontDeskApi, hotelRoomPath } from '@hotel/shared/front-desk';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ActionsCell, RecordStatus, RowButton } from '../../ui/front-desk';
import desk from '../../ui/front-desk/desk.module.css';
import styles from './FrontDeskRoomRatesPage.module.css';
import { RatePeriodDialog } from './RatePeriodDialog';
import { DeleteRateDialog, periodNights, WeekendPriceForm } from './RateParts';
import { RatesMonth, shiftMonth } from './RatesMonth';

export const RATES_TEXTS = {
  loading: 'Loading rates…',
  loadFailed: 'Failed to fetch the room’s rates',
  notFound: 'Room not found',
  noPeriods: 'No rate periods yet: every night has the default or weekend price.',
} as const;

type Editing = { kind: 'add' } | { kind: 'change'; period: RatePeriod } | { kind: 'delete'; period: RatePeriod };

/** The staff list's room (with its `archived` flag) and every one of its periods, ended ones too. */
async function loadRates(roomId: string): Promise<{ room: HotelRoom; rates: RoomRates } | null> {
  const [rooms, rates] = await Promise.all([frontDeskApi.rooms(), frontDeskApi.rates(roomId)]);
  const room = rooms.find((r) => r._id === roomId);
  return room ? { room, rates } : null;
}

function PeriodsTable({ periods, onEdit }: { periods: RatePeriod[]; onEdit: (e: Editing) => void }) {
  if (periods.length === 0) return <p className={desk.muted}>{RATES_TEXTS.noPeriods}</p>;
  return (
    <table className={desk.table}>
      <thead>
        <tr>
          <th scope="col">Nights</th>
          <th scope="col" className={desk.num}>
            Price
          </th>
          <th scope="col" className={desk.num}>
            Discount
          </th>
          <th scope="col">Rules</th>
          <th scope="col">
            <span className={styles.srOnly}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {periods.map((p) => {
          const rules = [
            p.minNights !== null && `Min ${p.minNights} nights`,
            p.closedToArrival && 'No arrivals',
          ].filter(Boolean);
          return (
            <tr key={p._id}>
              <td data-label="Nights">{periodNights(p)}</td>
              <td data-label="Price" className={desk.num}>
                {formatPrice(p.price)}
              </td>
              <td data-label="Discount" className={desk.num}>
                {hasDiscount(p) ? formatPrice(p.discountPrice as number) : 'None'}
              </td>
              <td data-label="Rules">{rules.length ? rules.join(', ') : 'None'}</td>
              <ActionsCell>
                <RowButton label="Change" of={periodNights(p)} onClick={() => onEdit({ kind: 'change', period: p })} />
                <RowButton label="Delete" of={periodNights(p)} onClick={() => onEdit({ kind: 'delete', period: p })} />
              </ActionsCell>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * A room's nightly rates (docs/product.md "Rates", front desk): a month of each night's rate and
 * rules, the weekend price, and the rate periods (add, change, delete). Every change is the API's,
 * and in the activity log; the month is priced by the shared nightRate, as the guest pages are.
 */
export default function FrontDeskRoomRatesPage() {
  const { id = '' } = useParams();
  const { hotelTimeZone } = useRuntimeConfig();
  const today = todayIn(hotelTimeZone);
  const loaded = useLoad(id, loadRates, { resource: 'rooms' });
  const [month, setMonth] = useState(() => shiftMonth(today, 0));
  const [editing, setEditing] = useState<Editing | null>(null);
  const data = loaded.data ?? null;

  let body;
  if (loaded.status !== 'ready' || !data) body = <RecordStatus read={loaded} texts={RATES_TEXTS} />;
  else {
    const { room, rates } = data;
    const pricing: Pricing = { price: room.price, discountPrice: room.discountPrice, rates };
    body = (
      <>
        <div className={desk.header}>
          <h1 className={desk.title}>Rates: {room.name}</h1>
          <p className={desk.muted}>
            Default {formatPrice(nightlyRate(room))} a night
            {hasDiscount(room) ? ` (${formatPrice(room.price)} before the discount)` : ''}; change it in the room’s
            editor.
          </p>
        </div>
        <div className={styles.layout}>
          <RatesMonth pricing={pricing} month={month} today={today} onMonth={setMonth} />
          <WeekendPriceForm key={String(rates.weekendPrice)} roomId={room._id} weekendPrice={rates.weekendPrice} />
          <section className={`${styles.card} ${styles.wide}`} aria-labelledby="rate-periods">
            <div className={styles.monthHead}>
              <h2 id="rate-periods" className={styles.sectionTitle}>
                Rate periods
              </h2>
              <button type="button" className={desk.primary} onClick={() => setEditing({ kind: 'add' })}>
                Add a period
              </button>
            </div>
            <PeriodsTable periods={rates.periods} onEdit={setEditing} />
          </section>
        </div>
        {editing?.kind === 'delete' && (
          <DeleteRateDialog roomId={room._id} period={editing.period} onClose={() => setEditing(null)} />
        )}
        {editing && editing.kind !== 'delete' && (
          <RatePeriodDialog
            roomId={room._id}
            period={editing.kind === 'change' ? editing.period : undefined}
            onClose={() => setEditing(null)}
            onSaved={() => setEditing(null)}
          />
        )}
      </>
    );
  }

  return (
    <div className={desk.page}>
      <Link className={desk.back} to={hotelRoomPath(id)}>
        <ArrowLeft aria-hidden="true" size={18} /> {data ? `Edit ${data.room.name}` : 'The room'}
      </Link>
      {body}
    </div>
  );
}
