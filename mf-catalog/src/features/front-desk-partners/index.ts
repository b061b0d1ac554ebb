import type { PageModule } from '@hotel/shared';
import FrontDeskPartnersPage from './FrontDeskPartnersPage';

// catalog/FrontDeskPartnersPage, a staff page of src/pages.ts: its build exposes this file in the chunk front-desk-partners (docs/architecture.md §3).
const page: PageModule = FrontDeskPartnersPage;
export default page;
