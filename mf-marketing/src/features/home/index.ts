import type { ComponentType } from 'react';
import type { ExposedModules } from '@hotel/shared';
import HomePage from './HomePage';

// The federated module marketing/HomePage: webpack exposes this file, typed by the shell's contract (docs/architecture.md §3).
const exposed: ComponentType<ExposedModules['marketing/HomePage']> = HomePage;
export default exposed;
