export { RoomDetailsPage as default } from '../features/room-details';
