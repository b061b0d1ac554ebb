import { createRemoteConfig } from '../tools/webpack/remote.mjs';
// Port and /config.json from the parts table (tools/stack/parts.cjs).
import { frontEnd } from '../tools/webpack/front-end.mjs';

// Remote "marketing" (docs/architecture.md §3). The exposed names are a contract: change them only compatibly.
export default createRemoteConfig(import.meta.url, {
  ...frontEnd('marketing'),
  exposes: {
    './HomePage': './src/features/home/index.ts',
    './AmenitiesPage': './src/features/amenities/index.ts',
    './ContactPage': './src/features/contact/index.ts',
    './SpecialOffers': './src/features/special-offers/index.ts',
    // The front desk's inbox, in a chunk named front-desk-… (told apart from guest code by name).
    './FrontDeskMessagesPage': { import: './src/features/front-desk-messages/index.ts', name: 'front-desk-messages' },
  },
});
