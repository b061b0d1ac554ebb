// Test helpers for the booking pages: a runtime config, a room, a user and a router whose
// neighbour pages are visible stubs (navigation shows up as text).
import { render } from '@testing-library/react';
import '@testing-library/jest-dom'; // matcher types (the runtime setup is in the Jest preset)
import { ROUTES, setRuntimeConfig, type AuthUser, type Room } from '@hotel/shared';
import { testRoom } from '@hotel/shared/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export function setTestConfig(hotelTimeZone = 'UTC') {
  setRuntimeConfig({
    apiBase: 'http://api.test',
    siteUrl: 'http://site.test',
    remotes: { catalog: '', booking: '', account: '', marketing: '' },
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
    mapTileUrl: '',
    hotelTimeZone,
  });
}

export const ada: AuthUser = { email: 'ada@example.com', displayName: 'Ada Lovelace', photoURL: null };

/** The part of the auth store the booking pages read. */
export interface FakeAuth {
  user: AuthUser | null;
  token: string | null;
}

/** A room (the shared fixture) with the booking tests' defaults. */
export function room(overrides: Partial<Room> = {}): Room {
  return testRoom({ _id: 'room-1', location: 'Floor 5', description: 'A suite.', amenities: ['wifi'], ...overrides });
}

const PAGES = [ROUTES.login, ROUTES.myBookings, ROUTES.rooms];

/** `page` at `path` in a router; /login, /my-bookings and /rooms (unless under test) are stubs. */
export function routerTree(path: string, page: ReactElement) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
        {PAGES.filter((p) => p !== path).map((p) => (
          <Route key={p} path={p} element={<p>Stub {p}</p>} />
        ))}
        <Route path="*" element={<p>Other page</p>} />
      </Routes>
    </MemoryRouter>
  );
}

export const renderAt = (path: string, page: ReactElement) => render(routerTree(path, page));
