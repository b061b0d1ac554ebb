import type { PageModule } from '@hotel/shared';
import FrontDeskBookingsPage from './FrontDeskBookingsPage';

// booking/FrontDeskBookingsPage, a staff page of src/pages.ts: its build exposes this file in the chunk front-desk-bookings (docs/architecture.md §3).
const page: PageModule = FrontDeskBookingsPage;
export default page;
