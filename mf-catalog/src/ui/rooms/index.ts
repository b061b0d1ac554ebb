// The rooms list's pieces, shared by the rooms page and the partner embed.
export { RoomsList } from './RoomsList';
export { PriceFilter } from './PriceFilter';
export { DEFAULT_GUESTS, StaySearch, type StayFields } from './StaySearch';
export { RoomCard, RoomCardSkeleton, PlainLink, type CardLink } from './RoomCard';
export { default as roomsStyles } from './rooms.module.css';
