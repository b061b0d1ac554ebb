export { MyBookingsPage as default } from '../features/my-bookings';
