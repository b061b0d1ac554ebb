export { default as RoomsPage } from './RoomsPage';
export { RoomsList } from './RoomsList';
