// Test helpers for the shell: a router whose current path is visible, and the auth store's state.
import { useAuthStore, type AuthUser } from '@hotel/shared';
import { render } from '@testing-library/react';
import '@testing-library/jest-dom'; // matcher types (the runtime setup is in the Jest preset)
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** Shows the router's current path, so a test can see where a click went. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export function renderAt(path: string, ui: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <LocationProbe />
    </MemoryRouter>,
  );
}

const initialAuth = useAuthStore.getState();

/** Puts the real auth store into a signed-in state (its actions can be replaced the same way). */
export function signIn(user: Partial<AuthUser> = {}, extra: Partial<ReturnType<typeof useAuthStore.getState>> = {}) {
  const full: AuthUser = { email: 'ada@example.com', displayName: 'Ada Lovelace', photoURL: null, ...user };
  useAuthStore.setState({ user: full, token: 'app-token', status: 'signedIn', loading: false, ...extra });
  return full;
}

/** Back to the store's start state (signed out in jsdom: no stored token or profile). */
export function resetAuth() {
  useAuthStore.setState(initialAuth, true);
}
