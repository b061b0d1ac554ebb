import type { PageModule } from '@hotel/shared';
import LoginPage from './LoginPage';

// account/LoginPage, a page of src/pages.ts: its build exposes this file, found by the folder's name (docs/architecture.md §3).
const page: PageModule = LoginPage;
export default page;
