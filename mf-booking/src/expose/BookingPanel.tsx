export { BookingPanel as default } from '../features/booking-panel';
