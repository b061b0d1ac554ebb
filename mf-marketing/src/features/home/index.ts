import type { PageModule } from '@hotel/shared';
import HomePage from './HomePage';

// marketing/HomePage, a page of src/pages.ts: its build exposes this file, found by the folder's name (docs/architecture.md §3).
const page: PageModule = HomePage;
export default page;
