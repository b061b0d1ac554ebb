import type { ComponentType } from 'react';
import type { ExposedModules } from '@hotel/shared';
import MyBookingsPage from './MyBookingsPage';

// The federated module booking/MyBookingsPage: webpack exposes this file, typed by the shell's contract (docs/architecture.md §3).
const exposed: ComponentType<ExposedModules['booking/MyBookingsPage']> = MyBookingsPage;
export default exposed;
