// @hotel/shared/ui: the React primitives every front end shares (bundled into each front end that
// uses them; they hold no state of their own, so they need not be a federation singleton). They take
// the domain from the '@hotel/shared' singleton, never by a relative path (docs/architecture.md §3).
export { Dialog, DialogActions, type DialogProps } from './Dialog';
export { LazyPart, type LazyPartProps } from './LazyPart';
export { afterPaint, useAfterPaint, useNearViewport } from './lazyStart';
export { RoomImage, type RoomImageProps } from './RoomImage';
export { DateField, type DateFieldProps } from './DateField';
export { FormError, type FormErrorProps } from './FormError';
export { GuestsField, type GuestsFieldProps } from './GuestsField';
export { PlaceholderLink, type PlaceholderLinkProps } from './PlaceholderLink';
export { Price, RateNote, type PriceProps } from './Price';
