export { default as BookingPanel } from './BookingPanel';
