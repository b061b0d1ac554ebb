import type { PageModule } from '@hotel/shared';
import FrontDeskActivityPage from './FrontDeskActivityPage';

// booking/FrontDeskActivityPage, a staff page of src/pages.ts: its build exposes this file in the chunk front-desk-activity (docs/architecture.md §3).
const page: PageModule = FrontDeskActivityPage;
export default page;
