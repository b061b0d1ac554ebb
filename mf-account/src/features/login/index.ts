import type { ComponentType } from 'react';
import type { ExposedModules } from '@hotel/shared';
import LoginPage from './LoginPage';

// The federated module account/LoginPage: webpack exposes this file, typed by the shell's contract (docs/architecture.md §3).
const exposed: ComponentType<ExposedModules['account/LoginPage']> = LoginPage;
export default exposed;
