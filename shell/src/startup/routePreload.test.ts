import { server } from '@hotel/shared/testing';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { http, HttpResponse } from 'msw';
import { takeStartedReads } from './earlyReads';
import { preloadRoute, routeNeeds } from './routePreload';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(() => Promise.resolve()) }));
const guest = { token: 'app-token', user: { email: 'g+1@x.test', displayName: null, photoURL: null } };
const preload = preloadRemote as jest.MockedFunction<typeof preloadRemote>;

const fetchHints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map((l) => ({
    href: l.href,
    crossOrigin: l.crossOrigin,
  }));

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('routeNeeds', () => {
  it("names each route's first exposed modules and the API reads its first view starts with", () => {
    expect(routeNeeds('/')).toEqual({ modules: ['marketing/HomePage'], data: [] });
    expect(routeNeeds('/rooms')).toEqual({ modules: ['catalog/RoomsPage'], data: ['/rooms'] });
    expect(routeNeeds('/room-details/r-42')).toEqual({
      modules: ['catalog/RoomDetailsPage', 'booking/BookingPanel'],
      data: ['/rooms/r-42'],
    });
    expect(routeNeeds('/login').modules).toEqual(['account/LoginPage']);
    expect(routeNeeds('/no-such-page')).toEqual({ modules: [], data: [] });
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
    preloadRoute('/my-bookings', 'http://api.test/', document, guest);
    // The bootstrap offers this answer to the page's first useLoad (docs/architecture.md §10).
    const [read, ...more] = takeStartedReads();
    expect(more).toEqual([]);
    expect(read).toMatchObject({ url: bookings, auth: 'Bearer app-token' });
    expect(await (await read!.response)!.json()).toEqual([]);
    expect(asked).toEqual([{ url: bookings, auth: 'Bearer app-token' }]);

    preloadRoute('/my-bookings', 'http://api.test/', document, { token: null, user: null });
    preloadRoute('/rooms', 'http://api.test/', document, guest);
    expect(takeStartedReads()).toEqual([]);
    expect(asked).toHaveLength(1);
  });

  it('asks the federation runtime for the sync assets of every exposed module, one entry per remote', () => {
    preloadRoute('/room-details/r-42', 'http://api.test/');
    expect(preload).toHaveBeenCalledWith([
      { nameOrAlias: 'catalog', exposes: ['./RoomDetailsPage'], resourceCategory: 'sync' },
      { nameOrAlias: 'booking', exposes: ['./BookingPanel'], resourceCategory: 'sync' },
    ]);
  });

  it("starts the route's API reads as CORS fetch preloads against the configured API", () => {
    preloadRoute('/rooms', 'http://api.test/');
    expect(fetchHints()).toEqual([{ href: 'http://api.test/rooms', crossOrigin: 'anonymous' }]);
  });

  it('does nothing for the 404 page and survives a remote that cannot be preloaded', async () => {
    preloadRoute('/nowhere', 'http://api.test');
    expect(preload).not.toHaveBeenCalled();
    preload.mockImplementationOnce(() => Promise.reject(new Error('down')));
    expect(() => preloadRoute('/', 'http://api.test')).not.toThrow();
    await Promise.resolve();
    expect(fetchHints()).toEqual([]);
  });
});
