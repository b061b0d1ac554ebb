import { waitFor } from '@testing-library/react';
import { server } from '@hotel/shared/testing';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { matchPage } from '@hotel/shared/pages';
import { http, HttpResponse } from 'msw';
import { testAppToken } from '@hotel/shared/testing';
import { ALL_TEST_PAGES } from '../testing/pageTables';
import type { EarlyRead } from '@hotel/shared';
import { earlyReads, type EarlyReads } from './earlyReads';
import { nextTask } from './nextTask';
import { preloadRoute, routeNeeds } from './routePreload';

/** The page at `path` in the test tables (every path used here has one). */
const at = (path: string) => matchPage(ALL_TEST_PAGES, path)!;

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(() => Promise.resolve()) }));
const guest = { token: 'app-token', user: { email: 'g+1@x.test', displayName: null, photoURL: null } };
const preload = preloadRemote as jest.MockedFunction<typeof preloadRemote>;

const fetchHints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map((l) => ({
    href: l.href,
    crossOrigin: l.crossOrigin,
  }));

let reads: EarlyReads;
beforeEach(async () => {
  // The previous test's preloads run in tasks of their own (one per remote, at most two here): let them.
  for (let i = 0; i < 3; i++) await nextTask();
  preload.mockClear();
  document.head.innerHTML = '';
  reads = earlyReads();
});

describe('routeNeeds', () => {
  it("names a page's module, the modules it hosts and the API reads of its table entry, parameters filled", () => {
    expect(routeNeeds(at('/'))).toEqual({ modules: ['marketing/HomePage'], data: [], sessionData: [] });
    expect(routeNeeds(at('/rooms'))).toEqual({ modules: ['catalog/RoomsPage'], data: ['/rooms'], sessionData: [] });
    expect(routeNeeds(at('/room-details/r%2042'))).toEqual({
      modules: ['catalog/RoomDetailsPage', 'booking/BookingPanel'],
      data: ['/rooms/r%2042'],
      sessionData: [],
    });
    expect(routeNeeds(at('/my-bookings'), 'g+1@x.test').sessionData).toEqual(['/bookings/g%2B1%40x.test']);
  });
});

describe('preloadRoute', () => {
  it("starts a signed-in guest's own bookings with their stored token, and nothing without a session", async () => {
    const bookings = 'http://api.test/bookings/g%2B1%40x.test';
    const asked: Array<{ url: string; auth: string | null }> = [];
    server.use(
      http.get('http://api.test/bookings/:email', ({ request }) => {
        asked.push({ url: request.url, auth: request.headers.get('Authorization') });
        return HttpResponse.json([]);
      }),
    );
    preloadRoute(at('/my-bookings'), 'http://api.test/', reads, document, guest);
    // The bootstrap offers this answer to the page's first useLoad (docs/architecture.md §10).
    const offered: EarlyRead[] = [];
    reads.handTo((started) => offered.push(...started));
    const [read, ...more] = offered;
    expect(more).toEqual([]);
    expect(read).toMatchObject({ url: bookings, auth: 'Bearer app-token' });
    expect(await (await read!.response)!.json()).toEqual([]);
    expect(asked).toEqual([{ url: bookings, auth: 'Bearer app-token' }]);

    preloadRoute(at('/my-bookings'), 'http://api.test/', reads, document, { token: null, user: null });
    preloadRoute(at('/rooms'), 'http://api.test/', reads, document, guest);
    expect(offered).toHaveLength(1);
    expect(asked).toHaveLength(1);

    // A read main.js starts after the bootstrap (its page table came later) is offered as it starts.
    preloadRoute(at('/my-bookings'), 'http://api.test/', reads, document, guest);
    expect(offered).toHaveLength(2);
    expect(offered[1]).toMatchObject({ url: bookings, auth: 'Bearer app-token' });
  });

  it("asks the federation runtime for the sync assets of every exposed module and, in another language than English, the module's own catalog, each remote in a task of its own", async () => {
    preloadRoute(at('/room-details/r-42'), 'http://api.test/', reads);
    // Nothing in main.js's own task: each remote's asset walk is a task of its own (a long one on a slow phone otherwise).
    expect(preload).not.toHaveBeenCalled();
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(2));
    expect(preload.mock.calls).toEqual([
      [[{ nameOrAlias: 'catalog', exposes: ['./RoomDetailsPage'], resourceCategory: 'sync' }]],
      [[{ nameOrAlias: 'booking', exposes: ['./BookingPanel'], resourceCategory: 'sync' }]],
    ]);
  });

  it("starts the route's API reads as CORS fetch preloads against the configured API", () => {
    preloadRoute(at('/rooms'), 'http://api.test/', reads);
    expect(fetchHints()).toEqual([{ href: 'http://api.test/rooms', crossOrigin: 'anonymous' }]);
  });

  it('starts nothing of a signed-in page for a visitor without a session, and survives a remote that cannot be preloaded', async () => {
    preloadRoute(at('/my-bookings'), 'http://api.test', reads, document, { token: null, user: null });
    expect(preload).not.toHaveBeenCalled();
    preload.mockImplementationOnce(() => Promise.reject(new Error('down')));
    expect(() => preloadRoute(at('/'), 'http://api.test', reads)).not.toThrow();
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    expect(fetchHints()).toEqual([]);
  });

  it("never starts a staff page's code: not for a visitor, a guest or staff (the page loads it)", () => {
    const desk = { path: '/hotel', module: 'booking/FrontDeskTodayPage', title: 'Front desk', skeleton: 'page', access: 'staff', firstView: false } as const;
    const match = matchPage([desk], '/hotel')!;
    preloadRoute(match, 'http://api.test', reads, document, { token: null, user: null });
    preloadRoute(match, 'http://api.test', reads, document, guest);
    preloadRoute(match, 'http://api.test', reads, document, { ...guest, token: testAppToken(guest.user.email, 'guest') });
    expect(preload).not.toHaveBeenCalled();
    preloadRoute(match, 'http://api.test', reads, document, { ...guest, token: testAppToken(guest.user.email, 'staff') });
    expect(preload).not.toHaveBeenCalled();
    expect(fetchHints()).toEqual([]);
  });
});
