// The one way a test signs a guest in or out: the real auth store ends up where a sign-in leaves
// it (see the store's `apply`): state, the stored session and the API client's bearer header.
import { setAuthToken } from '../api/client';
import { useAuthStore } from '../auth/store';
import { roleOfToken } from '../auth/role';
import { browserSession } from '../auth/session';
import type { AuthState, AuthUser, RegisterInput } from '../auth/types';
import { ada } from './fixtures';

let signedOut: AuthState | null = null;

/** The store as a visitor with no session finds it (taken before any test changes it). */
function signedOutState(): AuthState {
  signedOut ??= { ...useAuthStore.getState(), user: null, token: null, loading: false, status: 'signedOut', role: null };
  return signedOut;
}

/** Signs `user` in with the app token `token`, as a finished sign-in does. */
export function signInTestUser(user: AuthUser, token = 'test-token'): void {
  signedOutState();
  browserSession.saveToken(token);
  browserSession.saveUser(user);
  setAuthToken(token);
  useAuthStore.setState({ user, token, loading: false, status: 'signedIn', role: roleOfToken(token) });
}

/** An app token as POST /jwt signs it for `email` with `role` (unsigned: the client never verifies it). */
export function testAppToken(email: string, role: 'guest' | 'staff'): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ email, role })}.test-signature`;
}

/** Signs a member of the hotel's staff in (their app token says `role: "staff"`). */
export function signInTestStaff(user: AuthUser = frontDesk): void {
  signInTestUser(user, testAppToken(user.email, 'staff'));
}

/** The demo staff account of `npm start`. */
export const frontDesk: AuthUser = { email: 'frontdesk@harborview.test', displayName: 'Front Desk', photoURL: null };

/** renderRemote's options that sign `frontDesk` in as staff: `renderRemote(page, { ...asStaff, path })`. */
export const asStaff = { user: frontDesk, token: testAppToken(frontDesk.email, 'staff') };

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

/**
 * The store's identity-provider actions (Firebase, docs/architecture.md §5: none of our HTTP to
 * fake) as mocks on the real store: a sign-in succeeds and leaves its guest signed in as a real
 * one does; a test makes one fail with `mockRejectedValueOnce`, and asserts what they were asked.
 */
export function stubAuthProvider() {
  signedOutState();
  const actions = {
    init: jest.fn(),
    prepareSignIn: jest.fn(),
    login: jest.fn(async (email: string, _password: string) => signInTestUser({ ...ada, email })),
    register: jest.fn(async (input: RegisterInput) =>
      signInTestUser({ email: input.email, displayName: input.name, photoURL: input.photoURL || null }),
    ),
    loginWithGoogle: jest.fn(async () => signInTestUser(ada)),
    resetPassword: jest.fn(async (_email: string) => undefined),
    logout: jest.fn(async () => signOutTestUser()),
  };
  useAuthStore.setState(actions);
  return actions;
}

/** An error as the identity provider (Firebase) raises it: its `code` maps to our messages (docs/product.md §8). */
export const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
