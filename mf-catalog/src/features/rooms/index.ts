import type { PageModule } from '@hotel/shared';
import RoomsPage from './RoomsPage';

// catalog/RoomsPage, a page of src/pages.ts: its build exposes this file, found by the folder's name (docs/architecture.md §3).
const page: PageModule = RoomsPage;
export default page;
