import { create } from 'zustand';
import type { AuthState } from './types';

// Placeholder implementation: the public interface is final, the Firebase wiring follows.
const notReady = () => Promise.reject(new Error('auth store not implemented yet'));

export const useAuthStore = create<AuthState>()(() => ({
  user: null,
  token: null,
  loading: false,
  status: 'signedOut',
  init: () => undefined,
  login: notReady,
  register: notReady,
  loginWithGoogle: notReady,
  resetPassword: notReady,
  logout: notReady,
}));
