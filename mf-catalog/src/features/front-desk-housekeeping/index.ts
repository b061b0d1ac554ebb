import type { PageModule } from '@hotel/shared';
import FrontDeskHousekeepingPage from './FrontDeskHousekeepingPage';

// catalog/FrontDeskHousekeepingPage, a staff page of src/pages.ts: its build exposes this file in the chunk front-desk-housekeeping (docs/architecture.md §3).
const page: PageModule = FrontDeskHousekeepingPage;
export default page;
