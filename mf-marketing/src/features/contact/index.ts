import type { PageModule } from '@hotel/shared';
import ContactPage from './ContactPage';

// marketing/ContactPage, a page of src/pages.ts: its build exposes this file, found by the folder's name (docs/architecture.md §3).
const page: PageModule = ContactPage;
export default page;
