import type { PageModule } from '@hotel/shared';
import RegisterPage from './RegisterPage';

// account/RegisterPage, a page of src/pages.ts: its build exposes this file, found by the folder's name (docs/architecture.md §3).
const page: PageModule = RegisterPage;
export default page;
