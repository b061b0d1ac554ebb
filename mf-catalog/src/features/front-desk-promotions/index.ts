import type { PageModule } from '@hotel/shared';
import FrontDeskPromotionsPage from './FrontDeskPromotionsPage';

// catalog/FrontDeskPromotionsPage, a staff page of src/pages.ts: its build exposes this file in the chunk front-desk-promotions (docs/architecture.md §3).
const page: PageModule = FrontDeskPromotionsPage;
export default page;
