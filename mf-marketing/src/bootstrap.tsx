// Standalone harness: `npm run dev -w mf-marketing` runs this remote alone on :3004, with a router,
// a toast host and the runtime config from its own /config.json (same shape as the shell's).
import { ROUTES } from '@hotel/shared';
import { startHarness } from '@hotel/shared/harness';
import { Route } from 'react-router-dom';
import AmenitiesPage from './features/amenities';
import ContactPage from './features/contact';
import HomePage from './features/home';
import SpecialOffers from './features/special-offers';

startHarness({
  name: 'marketing',
  links: [
    { to: ROUTES.home, label: 'Home' },
    { to: ROUTES.amenities, label: 'Amenities' },
    { to: ROUTES.contact, label: 'Contact' },
  ],
  routes: [
    <Route key="index" index element={<HomePage />} />,
    <Route key="amenities" path={ROUTES.amenities} element={<AmenitiesPage />} />,
    <Route key="contact" path={ROUTES.contact} element={<ContactPage />} />,
  ],
  after: <SpecialOffers />,
});
