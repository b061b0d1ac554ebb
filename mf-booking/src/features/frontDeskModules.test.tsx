import { asStaff, renderRemote } from '@hotel/shared/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { lazy, Suspense, type ComponentType } from 'react';
import { pages } from '../pages';

// The shell mounts an exposed module through its own React.lazy (shell/src/remotes/RemoteSlot.tsx):
// each front-desk module must resolve to a component that renders its page from its own chunk.
const staffPages = pages.filter((p) => p.access === 'staff');
const modules: Record<string, () => Promise<{ default: ComponentType }>> = {
  'booking/FrontDeskTodayPage': () => import('./front-desk-today'),
  'booking/FrontDeskBookingsPage': () => import('./front-desk-bookings'),
  'booking/FrontDeskActivityPage': () => import('./front-desk-activity'),
  'booking/FrontDeskReportsPage': () => import('./front-desk-reports'),
  'booking/FrontDeskExchangeRatesPage': () => import('./front-desk-exchange-rates'),
};

it('every staff page of the table is one of the front-desk modules', () => {
  expect(staffPages.map((p) => p.module).sort()).toEqual(Object.keys(modules).sort());
  expect(staffPages.every((p) => p.firstView === false)).toBe(true);
});

it.each(staffPages.map((p) => [p.module, p.path] as const))('%s renders its page when the shell mounts it lazily', async (id, path) => {
  const Slot = lazy(modules[id]!);
  renderRemote(
    <Suspense fallback={<p>skeleton</p>}>
      <Slot />
    </Suspense>,
    {
      path,
      ...asStaff,
      http: [http.get('http://api.test/*', () => new Promise<Response>(() => undefined).then(() => HttpResponse.json([])))],
    },
  );
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
});
