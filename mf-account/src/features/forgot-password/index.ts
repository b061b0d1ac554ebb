import type { PageModule } from '@hotel/shared';
import ForgotPasswordPage from './ForgotPasswordPage';

// account/ForgotPasswordPage, a page of src/pages.ts: its build exposes this file, found by the folder's name (docs/architecture.md §3).
const page: PageModule = ForgotPasswordPage;
export default page;
