// Test helpers for the marketing pages: a router whose other pages are visible stubs.
import { render } from '@testing-library/react';
import '@testing-library/jest-dom'; // matcher types (the runtime setup is in the Jest preset)
import { ROUTES } from '@hotel/shared';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Renders `page` at `path`; /rooms and /contact (unless under test) are stubs. */
export function renderAt(path: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
        {[ROUTES.rooms, ROUTES.contact]
          .filter((p) => p !== path)
          .map((p) => (
            <Route key={p} path={p} element={<p>Stub {p}</p>} />
          ))}
        <Route path="*" element={<p>Other page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
