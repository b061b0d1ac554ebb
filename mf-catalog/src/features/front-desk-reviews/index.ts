import type { PageModule } from '@hotel/shared';
import FrontDeskReviewsPage from './FrontDeskReviewsPage';

// catalog/FrontDeskReviewsPage, a staff page of src/pages.ts: its build exposes this file in the chunk front-desk-reviews (docs/architecture.md §3).
const page: PageModule = FrontDeskReviewsPage;
export default page;
