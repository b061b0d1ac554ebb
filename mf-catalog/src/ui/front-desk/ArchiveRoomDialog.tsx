import { useAction, type HotelRoom } from '@hotel/shared';
import { frontDeskApi } from '@hotel/shared/front-desk';
import { ConfirmDialog } from './ConfirmDialog';
import styles from './desk.module.css';

interface Props {
  room: Pick<HotelRoom, '_id' | 'name' | 'archived'>;
  onClose: () => void;
  /** The room as the API answered the change. */
  onDone: (room: HotelRoom) => void;
}

/** The texts of archiving (docs/product.md "Front desk", "Rooms"), written once for the list and the editor. */
export const ARCHIVE_TEXTS = {
  archive: 'Archive',
  unarchive: 'Unarchive',
  archiveTitle: 'Archive this room?',
  unarchiveTitle: 'Put this room back on sale?',
  archiveBody: (name: string) =>
    `${name} leaves the rooms list, the search, the special offers and the partner embed, and its page tells guests it is no longer available. Bookings already made stay.`,
  unarchiveBody: (name: string) =>
    `${name} shows again in the rooms list, the search, the special offers and the partner embed.`,
  archived: (name: string) => `${name} archived.`,
  unarchived: (name: string) => `${name} is back on sale.`,
  failed: 'Failed to change the room. Please try again.',
} as const;

/** "Archive this room?" / "Put this room back on sale?": a confirmation, then PATCH /rooms/{id} {archived}. */
export function ArchiveRoomDialog({ room, onClose, onDone }: Props) {
  const archiving = !room.archived;
  const change = useAction(() => frontDeskApi.updateRoom(room._id, { archived: archiving }), {
    success: archiving ? ARCHIVE_TEXTS.archived(room.name) : ARCHIVE_TEXTS.unarchived(room.name),
    failure: ARCHIVE_TEXTS.failed,
    onSuccess: (updated) => onDone(updated),
  });
  return (
    <ConfirmDialog
      title={archiving ? ARCHIVE_TEXTS.archiveTitle : ARCHIVE_TEXTS.unarchiveTitle}
      busy={change.busy}
      danger={archiving}
      confirmLabel={archiving ? ARCHIVE_TEXTS.archive : ARCHIVE_TEXTS.unarchive}
      onClose={onClose}
      onConfirm={() => void change.run()}
    >
      <p className={styles.dialogText}>
        {archiving ? ARCHIVE_TEXTS.archiveBody(room.name) : ARCHIVE_TEXTS.unarchiveBody(room.name)}
      </p>
    </ConfirmDialog>
  );
}
