// Standalone harness: `npm run dev -w mf-catalog` runs this remote alone on :3001, with a router,
// a toast host and the runtime config from its own /config.json (same shape as the shell's).
import { startHarness } from '@hotel/shared/harness';
import { ROUTES, type BookingPanelProps } from '@hotel/shared';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { mount } from './features/embed';
import RoomDetailsPage from './features/room-details';
import RoomsPage from './features/rooms';

/** What the shell would put in the booking area (booking/BookingPanel). */
const bookingSlot = ({ room }: BookingPanelProps) => (
  <div className="hv-harness-note" style={{ border: '1px dashed', borderRadius: 12 }}>
    Booking panel for “{room.name}” (provided by the shell from the booking remote)
  </div>
);

/** catalog/embed mounted the way a partner page would. */
function EmbedDemo() {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => mount(el.current!, { api: 'http://127.0.0.1:4000', site: 'http://127.0.0.1:3000' }), []);
  return <div ref={el} style={{ padding: 16 }} />;
}

/** A front-desk page in its exposed chunk (the same name joins it), as the shell loads it (for staff only; here for anyone). */
const desk = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
};

startHarness({
  name: 'catalog',
  pages: [
    { path: ROUTES.home, element: <RoomsPage /> },
    { path: ROUTES.rooms, label: 'Rooms', element: <RoomsPage /> },
    { path: ROUTES.roomDetails, element: <RoomDetailsPage bookingSlot={bookingSlot} /> },
    { path: '/embed', label: 'Embed', element: <EmbedDemo /> },
    // The front desk: its API routes need a staff member's token (the harness signs in as anyone).
    {
      path: ROUTES.hotelRooms,
      label: 'Front desk: rooms',
      element: desk(() => import(/* webpackChunkName: "front-desk-rooms" */ './features/front-desk-rooms')),
    },
    {
      path: ROUTES.hotelRoomNew,
      element: desk(() => import(/* webpackChunkName: "front-desk-room-editor" */ './features/front-desk-room-editor')),
    },
    {
      path: ROUTES.hotelRoom,
      element: desk(() => import(/* webpackChunkName: "front-desk-room-editor" */ './features/front-desk-room-editor')),
    },
    {
      path: ROUTES.hotelReviews,
      label: 'Front desk: reviews',
      element: desk(() => import(/* webpackChunkName: "front-desk-reviews" */ './features/front-desk-reviews')),
    },
  ],
});
