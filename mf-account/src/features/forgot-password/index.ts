import type { ComponentType } from 'react';
import type { ExposedModules } from '@hotel/shared';
import ForgotPasswordPage from './ForgotPasswordPage';

// The federated module account/ForgotPasswordPage: webpack exposes this file, typed by the shell's contract (docs/architecture.md §3).
const exposed: ComponentType<ExposedModules['account/ForgotPasswordPage']> = ForgotPasswordPage;
export default exposed;
