import { createRemoteConfig } from '../tools/webpack/remote.mjs';
// Port and /config.json from the parts table (tools/stack/parts.cjs).
import { frontEnd } from '../tools/webpack/front-end.mjs';

// Remote "booking" (docs/architecture.md §3). The exposed names are a contract: change them only compatibly.
export default createRemoteConfig(import.meta.url, {
  ...frontEnd('booking'),
  exposes: {
    './BookingPanel': './src/features/booking-panel/index.ts',
    './MyBookingsPage': './src/features/my-bookings/index.ts',
    // Staff pages: each index.ts loads the page from its own front-desk-… chunk.
    './FrontDeskTodayPage': './src/features/front-desk-today/index.ts',
    './FrontDeskBookingsPage': './src/features/front-desk-bookings/index.ts',
    './FrontDeskActivityPage': './src/features/front-desk-activity/index.ts',
  },
});
