import type { PageModule } from '@hotel/shared';
import FrontDeskRoomEditorPage from './FrontDeskRoomEditorPage';

// catalog/FrontDeskRoomEditorPage, a staff page of src/pages.ts: its build exposes this file in the chunk front-desk-room-editor (docs/architecture.md §3).
const page: PageModule = FrontDeskRoomEditorPage;
export default page;
