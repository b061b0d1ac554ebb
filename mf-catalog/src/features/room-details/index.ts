export { default as RoomDetailsPage } from './RoomDetailsPage';
