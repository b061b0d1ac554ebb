// The one way a test signs a guest in or out: the real auth store ends up where a sign-in leaves
// it (see the store's `apply`): state, the stored session and the API client's bearer header.
import { setAuthToken } from '../api/client';
import { useAuthStore } from '../auth/store';
import { browserSession } from '../auth/session';
import type { AuthState, AuthUser } from '../auth/types';

let signedOut: AuthState | null = null;

/** The store as a visitor with no session finds it (taken before any test changes it). */
function signedOutState(): AuthState {
  signedOut ??= { ...useAuthStore.getState(), user: null, token: null, loading: false, status: 'signedOut' };
  return signedOut;
}

/** Signs `user` in with the app token `token`, as a finished sign-in does. */
export function signInTestUser(user: AuthUser, token = 'test-token'): void {
  signedOutState();
  browserSession.saveToken(token);
  browserSession.saveUser(user);
  setAuthToken(token);
  useAuthStore.setState({ user, token, loading: false, status: 'signedIn' });
}

/**
 * Back to a visitor with no session: state, stored session and bearer header; also undoes any
 * action a test replaced (`useAuthStore.setState({ login })`).
 */
export function signOutTestUser(): void {
  const state = signedOutState();
  browserSession.saveToken(null);
  browserSession.saveUser(null);
  setAuthToken(null);
  useAuthStore.setState(state, true);
}
