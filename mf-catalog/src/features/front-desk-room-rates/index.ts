import type { PageModule } from '@hotel/shared';
import FrontDeskRoomRatesPage from './FrontDeskRoomRatesPage';

// catalog/FrontDeskRoomRatesPage, a staff page of src/pages.ts: its build exposes this file in the chunk front-desk-room-rates (docs/architecture.md §3).
const page: PageModule = FrontDeskRoomRatesPage;
export default page;
