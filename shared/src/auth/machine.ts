import type { AppRole } from '../domain/frontDesk';
import { roleOfToken } from './role';
import type { AuthStatus, AuthUser } from './types';

/**
 * The auth state machine of docs/product.md §4, as a pure function: signed out, loading, signed in.
 * `loading` is true while register, login, social sign-in or logout runs, and becomes false when
 * the provider's state change arrives or the action fails; the status follows from loading and user.
 */
export interface AuthSnapshot {
  user: AuthUser | null;
  token: string | null;
  loading: boolean;
  status: AuthStatus;
  /** The app token's role (./role), null without a token: derived, like the status. */
  role: AppRole | null;
}

export type AuthEvent =
  /** register, login, social sign-in or logout began */
  | { type: 'actionStarted' }
  /** the action failed (its error goes to the caller) */
  | { type: 'actionFailed' }
  /** the action finished without a provider state change to report (e.g. the exchange failed) */
  | { type: 'actionDone' }
  /** the running action signed this user in (loading stays on until the action ends) */
  | { type: 'actionUser'; user: AuthUser }
  /** the provider reports a signed-in user */
  | { type: 'providerUser'; user: AuthUser }
  /** the provider reports nobody: the token goes too */
  | { type: 'providerNone' }
  /** our app token arrived (POST /jwt) */
  | { type: 'token'; token: string }
  /** logged out, or the session expired: nothing of the session stays */
  | { type: 'signedOut' };

export function statusOf(loading: boolean, user: AuthUser | null): AuthStatus {
  if (loading) return 'loading';
  return user ? 'signedIn' : 'signedOut';
}

export function initialSnapshot(user: AuthUser | null, token: string | null): AuthSnapshot {
  return { user, token, loading: false, status: statusOf(false, user), role: roleOfToken(token) };
}

/**
 * A transition that changes nothing returns the state itself, and an equal user keeps its object:
 * the provider's first report of the user already restored from the session must not re-render
 * every component that reads `user` (on /my-bookings a synchronous render of the whole list, 358 ms
 * on the bench's phone: a zustand store's update is never a transition).
 */
export function transition(state: AuthSnapshot, event: AuthEvent): AuthSnapshot {
  const next = (patch: Partial<Omit<AuthSnapshot, 'status' | 'role'>>): AuthSnapshot => {
    const merged = { ...state, ...patch };
    const [u, held] = [merged.user, state.user];
    // The same person with the same name and photo: nothing a page shows of them differs.
    if (u && held && u.email === held.email && u.displayName === held.displayName && u.photoURL === held.photoURL) {
      merged.user = held;
    }
    if (merged.user === held && merged.token === state.token && merged.loading === state.loading) return state;
    const role = merged.token === state.token ? state.role : roleOfToken(merged.token);
    return { ...merged, status: statusOf(merged.loading, merged.user), role };
  };
  switch (event.type) {
    case 'actionStarted':
      return next({ loading: true });
    case 'actionFailed':
    case 'actionDone':
      return next({ loading: false });
    case 'actionUser':
      return next({ user: event.user });
    case 'providerUser':
      return next({ user: event.user, loading: false });
    case 'providerNone':
    case 'signedOut':
      return next({ user: null, token: null, loading: false });
    case 'token':
      return next({ token: event.token });
  }
}
