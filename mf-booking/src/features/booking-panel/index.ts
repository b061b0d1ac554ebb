import type { ComponentType } from 'react';
import type { ExposedModules } from '@hotel/shared';
import BookingPanel from './BookingPanel';

// The federated module booking/BookingPanel: webpack exposes this file, typed by the shell's contract (docs/architecture.md §3).
const exposed: ComponentType<ExposedModules['booking/BookingPanel']> = BookingPanel;
export default exposed;
