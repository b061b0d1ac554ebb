// Standalone harness: `npm run dev -w mf-marketing` runs this remote alone on :3004, with a router,
// a toast host and the runtime config from its own /config.json (same shape as the shell's).
import { ROUTES } from '@hotel/shared';
import { startHarness } from '@hotel/shared/harness';
import AmenitiesPage from './features/amenities';
import ContactPage from './features/contact';
import HomePage from './features/home';
import SpecialOffers from './features/special-offers';
import { lazy, Suspense } from 'react';

// The front desk's inbox in its own chunk, as the shell loads it (for staff only; here for anyone).
const FrontDeskMessagesPage = lazy(
  () => import(/* webpackChunkName: "front-desk-messages" */ './features/front-desk-messages'),
);

startHarness({
  name: 'marketing',
  pages: [
    { path: ROUTES.home, label: 'Home', element: <HomePage /> },
    { path: ROUTES.amenities, label: 'Amenities', element: <AmenitiesPage /> },
    { path: ROUTES.contact, label: 'Contact', element: <ContactPage /> },
    {
      path: ROUTES.hotelMessages,
      label: 'Front desk: messages',
      element: (
        <Suspense fallback={null}>
          <FrontDeskMessagesPage />
        </Suspense>
      ),
    },
  ],
  after: <SpecialOffers />,
});
