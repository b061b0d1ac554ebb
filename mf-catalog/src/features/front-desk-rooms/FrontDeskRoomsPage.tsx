import {
  averageRating,
  formatPrice,
  formatRating,
  hasDiscount,
  reviewCountLabel,
  useLoad,
  type HotelRoom,
} from '@hotel/shared';
import { FRONT_DESK_ROUTES, frontDeskApi, hotelRoomPath } from '@hotel/shared/front-desk';
import { RoomImage } from '@hotel/shared/ui';
import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ActionsCell, ArchiveRoomDialog, ARCHIVE_TEXTS, DeskList, RowButton, useRowDialog } from '../../ui/front-desk';
import styles from '../../ui/front-desk/desk.module.css';
import own from './FrontDeskRoomsPage.module.css';

/** Open rooms first, then archived ones, each by name (the order staff look for a room in). */
const byDeskOrder = (a: HotelRoom, b: HotelRoom) =>
  Number(a.archived) - Number(b.archived) || a.name.localeCompare(b.name);

/** A column of numbers (right-aligned). */
const num = (name: string) => ({ name, className: styles.num });

function RoomRow({ room, onArchive }: { room: HotelRoom; onArchive: (room: HotelRoom) => void }) {
  const rating = averageRating(room.reviews);
  return (
    <tr className={room.archived ? styles.archivedRow : undefined}>
      <td className={styles.wide}>
        <div className={own.room}>
          <RoomImage className={own.thumb} src={room.image} width={64} height={48} loading="lazy" />
          <div>
            <strong>{room.name}</strong> {room.archived && <span className={styles.badgeMuted}>Archived</span>}
            <div className={styles.muted}>
              {room.type} · {room.location}
            </div>
          </div>
        </div>
      </td>
      <td className={styles.num} data-label="Price">
        {formatPrice(room.price)}
      </td>
      <td className={styles.num} data-label="Discount">
        {hasDiscount(room) ? formatPrice(room.discountPrice!) : <span className={styles.muted}>None</span>}
      </td>
      <td className={styles.num} data-label="Capacity">
        {room.capacity}
      </td>
      <td className={styles.num} data-label="Rating">
        {/* One box: below 768 px the cell lays out its label and its value side by side. */}
        <span>
          {formatRating(rating)} <span className={styles.muted}>({reviewCountLabel(room.reviews.length)})</span>
        </span>
      </td>
      <ActionsCell>
        <Link className={styles.rowButton} to={hotelRoomPath(room._id)} aria-label={`Edit ${room.name}`}>
          Edit
        </Link>
        <RowButton
          label={room.archived ? ARCHIVE_TEXTS.unarchive : ARCHIVE_TEXTS.archive}
          of={room.name}
          onClick={() => onArchive(room)}
        />
      </ActionsCell>
    </tr>
  );
}

/**
 * The front desk's rooms (docs/product.md "Front desk", "Rooms"): every room, archived ones
 * included and marked, with price, discount, capacity and rating; edit, add, archive and unarchive.
 */
export default function FrontDeskRoomsPage() {
  const rooms = useLoad('rooms', () => frontDeskApi.rooms());
  const archiving = useRowDialog(rooms, (a, b) => a._id === b._id);

  return (
    <div className={styles.page}>
      <DeskList
        title="Rooms"
        summary={(list) => {
          const archived = list.filter((r) => r.archived).length;
          return `${list.length - archived} on sale · ${archived} archived`;
        }}
        action={
          <Link className={styles.primary} to={FRONT_DESK_ROUTES.roomNew}>
            <Plus aria-hidden="true" size={18} /> Add a room
          </Link>
        }
        read={rooms}
        order={byDeskOrder}
        what="rooms"
        caption="Every room, archived ones included"
        columns={[
          'Room',
          num('Price'),
          num('Discount'),
          num('Capacity'),
          num('Rating'),
          { name: 'Actions', hidden: true },
        ]}
      >
        {(room) => <RoomRow key={room._id} room={room} onArchive={archiving.open} />}
      </DeskList>
      {archiving.row && <ArchiveRoomDialog room={archiving.row} onClose={archiving.close} onDone={archiving.done} />}
    </div>
  );
}
