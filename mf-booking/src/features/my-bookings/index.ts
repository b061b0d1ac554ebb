export { default as MyBookingsPage } from './MyBookingsPage';
