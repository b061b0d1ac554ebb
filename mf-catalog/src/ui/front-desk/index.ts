// The front desk's parts shared by the catalog's staff pages (never imported by a guest page).
export { ArchiveRoomDialog, ARCHIVE_TEXTS } from './ArchiveRoomDialog';
