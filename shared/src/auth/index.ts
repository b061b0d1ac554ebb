export { useAuthStore } from './store';
export type { AuthState, AuthStatus, AuthUser, RegisterInput } from './types';
