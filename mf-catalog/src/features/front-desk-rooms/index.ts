import type { PageModule } from '@hotel/shared';
import FrontDeskRoomsPage from './FrontDeskRoomsPage';

// catalog/FrontDeskRoomsPage, a staff page of src/pages.ts: its build exposes this file in the chunk front-desk-rooms (docs/architecture.md §3).
const page: PageModule = FrontDeskRoomsPage;
export default page;
