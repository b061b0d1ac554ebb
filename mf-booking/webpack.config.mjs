import { createRemoteConfig } from '../build/webpack.remote.mjs';

// Remote "booking" (ARCHITECTURE §3). The exposed names are a contract: change them only compatibly.
export default createRemoteConfig(import.meta.url, {
  name: 'booking',
  port: 3002,
  exposes: {
    './BookingPanel': './src/expose/BookingPanel.tsx',
    './MyBookingsPage': './src/expose/MyBookingsPage.tsx',
  },
});
