import type { PageModule, RoomDetailsPageProps } from '@hotel/shared';
import RoomDetailsPage from './RoomDetailsPage';

// catalog/RoomDetailsPage, a page of src/pages.ts: its build exposes this file, found by the folder's name (docs/architecture.md §3).
const page: PageModule<RoomDetailsPageProps> = RoomDetailsPage;
export default page;
