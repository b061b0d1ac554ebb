import type { ComponentType } from 'react';
import type { ExposedModules } from '@hotel/shared';
import AmenitiesPage from './AmenitiesPage';

// The federated module marketing/AmenitiesPage: webpack exposes this file, typed by the shell's contract (docs/architecture.md §3).
const exposed: ComponentType<ExposedModules['marketing/AmenitiesPage']> = AmenitiesPage;
export default exposed;
