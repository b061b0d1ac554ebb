export { RoomsPage as default } from '../features/rooms';
