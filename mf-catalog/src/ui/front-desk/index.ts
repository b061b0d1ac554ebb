// The front desk's parts shared by the catalog's staff pages (never imported by a guest page).
export { ArchiveRoomDialog, ARCHIVE_TEXTS } from './ArchiveRoomDialog';
export { ConfirmDialog } from './ConfirmDialog';
export { ActionsCell, DeskList, RowButton } from './DeskList';
export { RecordStatus } from './RecordStatus';
export { useFieldForm } from './useFieldForm';
export { useRowDialog } from './useRowDialog';
export { numberOrText } from './numberOrText';
export { FormFooter } from './FormFooter';
