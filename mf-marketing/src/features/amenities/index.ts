import type { PageModule } from '@hotel/shared';
import AmenitiesPage from './AmenitiesPage';

// marketing/AmenitiesPage, a page of src/pages.ts: its build exposes this file, found by the folder's name (docs/architecture.md §3).
const page: PageModule = AmenitiesPage;
export default page;
