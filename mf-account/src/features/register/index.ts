import type { ComponentType } from 'react';
import type { ExposedModules } from '@hotel/shared';
import RegisterPage from './RegisterPage';

// The federated module account/RegisterPage: webpack exposes this file, typed by the shell's contract (docs/architecture.md §3).
const exposed: ComponentType<ExposedModules['account/RegisterPage']> = RegisterPage;
export default exposed;
