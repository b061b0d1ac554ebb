import type { PageModule } from '@hotel/shared';
import FrontDeskReportsPage from './FrontDeskReportsPage';

// booking/FrontDeskReportsPage, a staff page of src/pages.ts: its build exposes this file in the chunk front-desk-reports (docs/architecture.md §3).
const page: PageModule = FrontDeskReportsPage;
export default page;
