import type { PageModule } from '@hotel/shared';
import MyBookingsPage from './MyBookingsPage';

// booking/MyBookingsPage, a page of src/pages.ts: its build exposes this file, found by the folder's name (docs/architecture.md §3).
const page: PageModule = MyBookingsPage;
export default page;
