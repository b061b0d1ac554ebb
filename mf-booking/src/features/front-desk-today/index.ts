import type { PageModule } from '@hotel/shared';
import FrontDeskTodayPage from './FrontDeskTodayPage';

// booking/FrontDeskTodayPage, a staff page of src/pages.ts: its build exposes this file in the chunk front-desk-today (docs/architecture.md §3).
const page: PageModule = FrontDeskTodayPage;
export default page;
