// The partner frame (docs/architecture.md §7): our site in an iframe of embed.js's overlay. The
// parent page is a stand-in window; its answers are MessageEvents from it, GET /partners/by-origin is MSW.
import { partnerFrame, setPartnerFrame, startPartnerFrame, type PartnerMessage } from '@hotel/shared';
import { TEST_API } from '@hotel/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SlotLoader } from '../remotes/RemoteSlot';
import type { RemoteComponentModule, RemoteId } from '../remotes/types';
import { renderRoutes } from '../testing/renderRoutes';

const PARTNER = 'http://partner.test';

let posted: Array<{ message: PartnerMessage; to: string }>;
const parent = { postMessage: (message: PartnerMessage, to: string) => posted.push({ message, to }) };
const realParent = Object.getOwnPropertyDescriptor(window, 'parent')!;

function framed() {
  Object.defineProperty(window, 'parent', { configurable: true, get: () => parent });
}

/** The parent page's answer to the frame's hello (once it has said it). */
async function welcome(origin = PARTNER, source: unknown = parent) {
  await waitFor(() => expect(posted.map((p) => p.message.type)).toContain('hello'));
  const data: PartnerMessage = { harborview: 1, type: 'welcome', namespace: 'summer' };
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  });
}

const loader = jest.fn<ReturnType<SlotLoader>, Parameters<SlotLoader>>((id: RemoteId) =>
  Promise.resolve({ default: () => <h1>{id}</h1> } as unknown as RemoteComponentModule<never>),
);

function renderFrame(path: string) {
  const partners = http.get(`${TEST_API}/partners/by-origin`, ({ request }) => {
    const origin = new URL(request.url).searchParams.get('origin');
    return origin === PARTNER
      ? HttpResponse.json({ id: 'p1', name: 'Seaside Travel' })
      : HttpResponse.json({ message: `No partner's embed may book from ${origin}` }, { status: 404 });
  });
  return renderRoutes(path, loader, { http: [partners] });
}

let consoleError: jest.SpyInstance;
beforeAll(() => startPartnerFrame());
beforeEach(() => {
  // The page tables arrive outside act (as in routes.test.tsx).
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  posted = [];
  loader.mockClear();
  setPartnerFrame(null);
});
afterEach(() => {
  Object.defineProperty(window, 'parent', realParent);
  consoleError.mockRestore();
});

it('says hello to its parent, and once the parent is a partner opens the room with the stay, in its own slim frame', async () => {
  framed();
  renderFrame('/partner/book?roomId=r1&checkIn=2027-05-01&checkOut=2027-05-03&guests=2&promo=SUMMER');
  await waitFor(() => expect(posted).toEqual([{ message: { harborview: 1, type: 'hello' }, to: '*' }]));
  expect(screen.getByRole('status')).toHaveTextContent('Opening Harborview Hotel…');
  expect(loader).not.toHaveBeenCalled();

  await welcome();
  expect(await screen.findByRole('heading', { level: 1, name: 'catalog/RoomDetailsPage' })).toBeInTheDocument();
  expect(screen.getByText('with Seaside Travel')).toBeInTheDocument();
  expect(screen.getByText('Harborview Hotel')).toBeInTheDocument();
  // No top bar, no footer: the site's navigation would lead the guest away from the partner.
  expect(screen.queryByRole('link', { name: 'Harborview home' })).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(partnerFrame()).toEqual({ origin: PARTNER, partnerId: 'p1', partnerName: 'Seaside Travel', namespace: 'summer' });
  expect(screen.getByTestId('location')).toHaveTextContent('/room-details/r1?checkIn=2027-05-01&checkOut=2027-05-03&guests=2&promo=SUMMER');

  // The close button and Escape ask the partner's page (its origin only) to close the overlay.
  posted = [];
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(posted).toEqual([
    { message: { harborview: 1, type: 'event', namespace: 'summer', name: 'close', detail: {} }, to: PARTNER },
    { message: { harborview: 1, type: 'event', namespace: 'summer', name: 'close', detail: {} }, to: PARTNER },
  ]);
});

it('without a room, opens the rooms free for the stay', async () => {
  framed();
  renderFrame('/partner/book?checkIn=2027-05-01&checkOut=2027-05-03&guests=2');
  await welcome();
  expect(await screen.findByRole('heading', { level: 1, name: 'catalog/RoomsPage' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/rooms?checkIn=2027-05-01&checkOut=2027-05-03&guests=2');
});

it('without dates, the rooms list opens plain (guests alone are no search), the promo kept', async () => {
  framed();
  renderFrame('/partner/book?guests=2&promo=SUMMER');
  await welcome();
  expect(await screen.findByRole('heading', { level: 1, name: 'catalog/RoomsPage' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/rooms\?promo=SUMMER$/);
});

it('refuses an origin that is no partner’s in words, loads nothing of the booking, and tells that page why', async () => {
  framed();
  renderFrame('/partner/book?roomId=r1');
  await welcome('http://copycat.test');
  const refusal = await screen.findByRole('alert');
  expect(within(refusal).getByRole('heading', { name: 'Booking is not available here' })).toBeInTheDocument();
  expect(refusal).toHaveTextContent("No partner's embed may book from http://copycat.test");
  expect(posted.at(-1)).toEqual({
    message: { harborview: 1, type: 'event', namespace: 'summer', name: 'error', detail: { message: "No partner's embed may book from http://copycat.test" } },
    to: 'http://copycat.test',
  });
  expect(loader).not.toHaveBeenCalled();
  expect(partnerFrame()).toBeNull();
});

it('takes the welcome only from its parent window', async () => {
  framed();
  renderFrame('/partner/book?roomId=r1');
  await welcome(PARTNER, window); // another window of the page cannot claim the partner's origin
  await waitFor(() => expect(posted).toHaveLength(1)); // the hello
  expect(screen.getByRole('status')).toHaveTextContent('Opening Harborview Hotel…');
  expect(loader).not.toHaveBeenCalled();
});

it('opened by its address, outside any frame, says where it belongs', async () => {
  renderFrame('/partner/book?roomId=r1');
  expect(await screen.findByRole('alert')).toHaveTextContent('This page opens inside a partner’s website. To book, visit our rooms.');
  expect(screen.getByRole('link', { name: 'Browse rooms' })).toHaveAttribute('href', '/rooms');
  expect(loader).not.toHaveBeenCalled();
});
