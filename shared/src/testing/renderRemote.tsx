import { render } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AuthUser } from '../auth/types';
import { signInTestUser } from './auth';
import { server } from './http';

export interface RenderRemoteOptions {
  /** The URL the page opens at (default `/`); a string or a router location with `state`. */
  path?: string | { pathname: string; state?: unknown };
  /** The route pattern of the page under test (default `path`; `*` keeps it on every page). */
  route?: string;
  /** The signed-in guest (default: a visitor with no session). */
  user?: AuthUser | null;
  /** The signed-in guest's app token (default 'test-token', a guest's; `testAppToken(email, 'staff')` for staff). */
  token?: string;
  /** The API's answers for this test (MSW handlers on top of none: anything else fails). */
  http?: RequestHandler[];
}

/**
 * Every other page: says where the router went, and the page it was asked to come back to
 * (`state.from`), so a test sees a navigation as text.
 */
function OtherPage() {
  const { pathname, state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return <p>{`Page ${pathname}${typeof from === 'string' ? `, back to ${from}` : ''}`}</p>;
}

/** The router's current path (with its query), for tests of UI that stays while the route changes. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <p data-testid="location" hidden>
      {pathname + search}
    </p>
  );
}

/**
 * Renders a remote's page (or the shell's parts) as the app does: `user` signed in through the real
 * auth store, the `http` answers installed, inside a router at `path`. The runtime config is set
 * before each test (./setup; `setTestConfig({ hotelTimeZone })` changes it before rendering).
 */
export function renderRemote(
  ui: ReactElement,
  { path = '/', route, user = null, token, http = [] }: RenderRemoteOptions = {},
) {
  if (http.length > 0) server.use(...http);
  if (user) signInTestUser(user, token);
  const pathname = typeof path === 'string' ? path : path.pathname;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route ?? pathname} element={ui} />
        {route !== '*' && <Route path="*" element={<OtherPage />} />}
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
