// Standalone harness: `npm run dev -w mf-marketing` runs this remote alone on :3004, with a router,
// a toast host and the runtime config from its own public/config.json (same shape as the shell's).
import { ROUTES } from '@hotel/shared';
import { startHarness } from '@hotel/shared/harness';
import { Route } from 'react-router-dom';
import AmenitiesPage from './expose/AmenitiesPage';
import ContactPage from './expose/ContactPage';
import HomePage from './expose/HomePage';
import SpecialOffers from './expose/SpecialOffers';

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
