import type { ComponentType } from 'react';
import type { ExposedModules } from '@hotel/shared';
import RoomsPage from './RoomsPage';

// The federated module catalog/RoomsPage: webpack exposes this file, typed by the shell's contract (docs/architecture.md §3).
const exposed: ComponentType<ExposedModules['catalog/RoomsPage']> = RoomsPage;
export default exposed;
