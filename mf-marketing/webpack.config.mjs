import { createRemoteConfig } from '../build/webpack.remote.mjs';

// Remote "marketing" (ARCHITECTURE §3). The exposed names are a contract: change them only compatibly.
export default createRemoteConfig(import.meta.url, {
  name: 'marketing',
  port: 3004,
  exposes: {
    './HomePage': './src/expose/HomePage.tsx',
    './AmenitiesPage': './src/expose/AmenitiesPage.tsx',
    './ContactPage': './src/expose/ContactPage.tsx',
    './SpecialOffers': './src/expose/SpecialOffers.tsx',
  },
});
