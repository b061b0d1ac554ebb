import { createRemoteConfig } from '../build/webpack.remote.mjs';

// Remote "catalog" (ARCHITECTURE §3). The exposed names are a contract: change them only compatibly.
export default createRemoteConfig(import.meta.url, {
  name: 'catalog',
  port: 3001,
  exposes: {
    './RoomsPage': './src/expose/RoomsPage.tsx',
    './RoomDetailsPage': './src/expose/RoomDetailsPage.tsx',
    './embed': './src/expose/embed.ts',
  },
});
