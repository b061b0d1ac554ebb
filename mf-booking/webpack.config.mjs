import { createRemoteConfig } from '../tools/webpack/remote.mjs';
// Port and /config.json from the parts table (tools/stack/parts.cjs).
import { frontEnd } from '../tools/webpack/front-end.mjs';

// Remote "booking" (docs/architecture.md §3). The exposed names are a contract: change them only compatibly.
export default createRemoteConfig(import.meta.url, {
  ...frontEnd('booking'),
  exposes: {
    './BookingPanel': './src/features/booking-panel/index.ts',
    './MyBookingsPage': './src/features/my-bookings/index.ts',
  },
});
