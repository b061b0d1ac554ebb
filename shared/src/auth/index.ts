export { useAuthStore } from './store';
export { authErrorCode, authErrorMessage, authErrorMessageFor } from './errors';
export type { AuthAction } from './errors';
export type { AuthState, AuthStatus, AuthUser, RegisterInput } from './types';
export { roleOfToken } from './role';
