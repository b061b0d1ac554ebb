import { createRemoteConfig } from '../build/webpack.remote.mjs';
// Port and /config.json from the one port table (scripts/lib/stack.cjs).
import { frontEnd } from '../scripts/lib/front-end.mjs';

// Remote "booking" (docs/architecture.md §3). The exposed names are a contract: change them only compatibly.
export default createRemoteConfig(import.meta.url, {
  ...frontEnd('booking'),
  exposes: {
    './BookingPanel': './src/features/booking-panel/index.ts',
    './MyBookingsPage': './src/features/my-bookings/index.ts',
  },
});
