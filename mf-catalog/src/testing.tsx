// Test helpers for the catalog pages: API-shaped rooms and a router with visible neighbour pages.
import { render } from '@testing-library/react';
import '@testing-library/jest-dom'; // matcher types (the runtime setup is in the Jest preset)
import { ROUTES } from '@hotel/shared';
import { testRoom } from '@hotel/shared/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';

/** A room as GET /rooms answers it (the shared fixture). */
export const apiRoom = testRoom;

function DetailsStub() {
  return <p>Details page {useParams().id}</p>;
}

/**
 * Renders `page` at `path` (its route is `pattern`); the rooms list and the details page, when
 * they are not the page under test, are visible stubs, so navigation shows up as text.
 */
export function renderAt(path: string, page: ReactElement, pattern = path) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={page} />
        {pattern !== ROUTES.rooms && <Route path={ROUTES.rooms} element={<p>Rooms page</p>} />}
        {pattern !== ROUTES.roomDetails && <Route path={ROUTES.roomDetails} element={<DetailsStub />} />}
        <Route path="*" element={<p>Other page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
