export { default as RoomsPage } from './RoomsPage';
