// Test helpers for the account pages: a fake auth store state and a router with a visible home.
import { render } from '@testing-library/react';
import '@testing-library/jest-dom'; // matcher types (the runtime setup is in the Jest preset)
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export interface FakeAuthState {
  status: 'signedOut' | 'loading' | 'signedIn';
  loading: boolean;
  user: null;
  token: null;
  init: jest.Mock;
  prepareSignIn: jest.Mock;
  login: jest.Mock;
  register: jest.Mock;
  loginWithGoogle: jest.Mock;
  resetPassword: jest.Mock;
  logout: jest.Mock;
}

export function fakeAuthState(): FakeAuthState {
  return {
    status: 'signedOut',
    loading: false,
    user: null,
    token: null,
    init: jest.fn(),
    prepareSignIn: jest.fn(),
    login: jest.fn(() => Promise.resolve()),
    register: jest.fn(() => Promise.resolve()),
    loginWithGoogle: jest.fn(() => Promise.resolve()),
    resetPassword: jest.fn(() => Promise.resolve()),
    logout: jest.fn(() => Promise.resolve()),
  };
}

export function renderAt(path: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/" element={<p>Home page</p>} />
        <Route path="*" element={<p>Other page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

export const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
