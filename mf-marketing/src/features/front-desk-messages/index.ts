import type { PageModule } from '@hotel/shared';
import FrontDeskMessagesPage from './FrontDeskMessagesPage';

// marketing/FrontDeskMessagesPage, a staff page of src/pages.ts: its build exposes this file in the chunk front-desk-messages (docs/architecture.md §3).
const page: PageModule = FrontDeskMessagesPage;
export default page;
