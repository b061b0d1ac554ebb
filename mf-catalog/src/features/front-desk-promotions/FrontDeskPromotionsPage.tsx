import { formatBookingDate, useAction, useLoad, type HotelRoom } from '@hotel/shared';
import { frontDeskApi } from '@hotel/shared/front-desk';
import { formatMoney, type Promotion } from '@hotel/shared/promotions';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ActionsCell, ConfirmDialog, DeskList, RowButton } from '../../ui/front-desk';
import desk from '../../ui/front-desk/desk.module.css';
import styles from './FrontDeskPromotions.module.css';
import { PromotionDialog } from './PromotionDialog';


export const PROMOTIONS_TEXTS = {
  deleted: 'Promo code deleted.',
  deleteFailed: 'Failed to delete the promo code. Please try again.',
} as const;

type Editing = { kind: 'add' } | { kind: 'change'; promotion: Promotion } | { kind: 'delete'; promotion: Promotion };

/** "20% off" or "$25.00 off" a night. */
export const discountWords = (p: Promotion) => (p.percentOff !== null ? `${p.percentOff}% off` : `${formatMoney(p.amountOff ?? 0)} off`);

/** "Jul 1, 2026 – Aug 31, 2026": the nights it takes money off. */
const span = (from: string, to: string) => `${formatBookingDate(from)} – ${formatBookingDate(to)}`;

/** When guests may use it: "Any day", "From Jun 1, 2026", "Until …" or both. */
function bookWords(p: Promotion): string {
  if (p.bookFrom && p.bookTo) return span(p.bookFrom, p.bookTo);
  if (p.bookFrom) return `From ${formatBookingDate(p.bookFrom)}`;
  if (p.bookTo) return `Until ${formatBookingDate(p.bookTo)}`;
  return 'Any day';
}

/** Its rules beyond the dates: the minimum stay and the rooms. */
function ruleWords(p: Promotion, rooms: readonly HotelRoom[]): string {
  const names = p.roomIds.map((id) => rooms.find((r) => r._id === id)?.name ?? id);
  return [p.minNights !== null && `${p.minNights}+ nights`, names.length ? names.join(', ') : 'Every room'].filter(Boolean).join(' · ');
}

/** Both reads of the page: the codes, and the rooms (their names, and the dialog's choices). */
async function loadPromotions(): Promise<{ promotions: Promotion[]; rooms: HotelRoom[] }> {
  const [promotions, rooms] = await Promise.all([frontDeskApi.promotions(), frontDeskApi.rooms()]);
  return { promotions, rooms: rooms.filter((r) => !r.archived) };
}

function DeletePromotionDialog({ promotion, onClose, onDone }: { promotion: Promotion; onClose: () => void; onDone: () => void }) {
  const remove = useAction(() => frontDeskApi.deletePromotion(promotion._id), {
    success: PROMOTIONS_TEXTS.deleted,
    failure: PROMOTIONS_TEXTS.deleteFailed,
    onSuccess: onDone,
  });
  return (
    <ConfirmDialog title={`Delete ${promotion.code}?`} busy={remove.busy} danger confirmLabel="Delete code" onClose={onClose} onConfirm={() => void remove.run()}>
      <p className={desk.dialogText}>
        Guests can no longer use {promotion.code}. The {promotion.uses === 1 ? 'booking' : `${promotion.uses} bookings`} already made
        with it keep their price.
      </p>
    </ConfirmDialog>
  );
}

/**
 * The front desk's promo codes (docs/product.md "Promo codes"): every code with its discount, the
 * nights it takes money off, when guests may use it, its rules and its uses so far; create, change
 * and delete. Every change is the API's, and in the activity log.
 */
export default function FrontDeskPromotionsPage() {
  const loaded = useLoad('promotions', loadPromotions);
  const [editing, setEditing] = useState<Editing | null>(null);
  const rooms = loaded.data?.rooms ?? [];
  const read = { status: loaded.status, data: loaded.data?.promotions, reload: loaded.reload };
  const close = () => setEditing(null);
  const saved = () => {
    close();
    loaded.refresh();
  };

  return (
    <div className={desk.page}>
      <DeskList
        title="Promo codes"
        summary={(list) => {
          const uses = list.reduce((n, p) => n + p.uses, 0);
          return `${list.length} ${list.length === 1 ? 'code' : 'codes'} · ${uses} ${uses === 1 ? 'booking' : 'bookings'} made with them`;
        }}
        action={
          <button type="button" className={desk.primary} disabled={!loaded.data} onClick={() => setEditing({ kind: 'add' })}>
            <Plus aria-hidden="true" size={18} /> Create a code
          </button>
        }
        read={read}
        what="promo codes"
        caption="Every promo code"
        columns={['Code', 'Discount', 'Nights', 'Bookable', 'Rules', { name: 'Uses', className: desk.num }, { name: 'Actions', hidden: true }]}
      >
        {(p) => (
          <tr key={p._id}>
            <td data-label="Code">
              <span className={styles.code}>{p.code}</span>
            </td>
            <td data-label="Discount">{discountWords(p)} a night</td>
            <td data-label="Nights">{span(p.stayFrom, p.stayTo)}</td>
            <td data-label="Bookable">{bookWords(p)}</td>
            <td data-label="Rules">{ruleWords(p, rooms)}</td>
            <td data-label="Uses" className={desk.num}>
              {p.maxUses === null ? p.uses : `${p.uses} of ${p.maxUses}`}
            </td>
            <ActionsCell>
              <RowButton label="Change" of={p.code} onClick={() => setEditing({ kind: 'change', promotion: p })} />
              <RowButton label="Delete" of={p.code} onClick={() => setEditing({ kind: 'delete', promotion: p })} />
            </ActionsCell>
          </tr>
        )}
      </DeskList>
      {editing?.kind === 'delete' && <DeletePromotionDialog promotion={editing.promotion} onClose={close} onDone={saved} />}
      {editing && editing.kind !== 'delete' && (
        <PromotionDialog
          promotion={editing.kind === 'change' ? editing.promotion : undefined}
          rooms={rooms}
          onClose={close}
          onSaved={saved}
        />
      )}
    </div>
  );
}
