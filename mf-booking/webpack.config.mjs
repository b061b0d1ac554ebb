import { createRemoteConfig } from '../tools/webpack/remote.mjs';
// Port and /config.json from the parts table (tools/stack/parts.cjs).
import { frontEnd } from '../tools/webpack/front-end.mjs';

// Remote "booking" (docs/architecture.md §3). Its pages are exposed from src/pages.ts; here only the
// module that is no page. Its name is a contract (catalog's room page hosts it): change it only compatibly.
export default createRemoteConfig(import.meta.url, {
  ...frontEnd('booking'),
  exposes: { './BookingPanel': './src/features/booking-panel/index.ts' },
});
