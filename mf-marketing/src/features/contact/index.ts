import type { ComponentType } from 'react';
import type { ExposedModules } from '@hotel/shared';
import ContactPage from './ContactPage';

// The federated module marketing/ContactPage: webpack exposes this file, typed by the shell's contract (docs/architecture.md §3).
const exposed: ComponentType<ExposedModules['marketing/ContactPage']> = ContactPage;
export default exposed;
