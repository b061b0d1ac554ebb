// The room grid shared by the rooms page and the partner embed.
export { RoomsList } from './RoomsList';
export type { CardLink } from './RoomCard';
export { default as listStyles } from './RoomsList.module.css';
