import type { ComponentType } from 'react';
import type { ExposedModules } from '@hotel/shared';
import RoomDetailsPage from './RoomDetailsPage';

// The federated module catalog/RoomDetailsPage: webpack exposes this file, typed by the shell's contract (docs/architecture.md §3).
const exposed: ComponentType<ExposedModules['catalog/RoomDetailsPage']> = RoomDetailsPage;
export default exposed;
