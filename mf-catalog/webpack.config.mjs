import { createRemoteConfig } from '../build/webpack.remote.mjs';
// Port and /config.json from the one port table (scripts/lib/stack.cjs).
import { frontEnd } from '../scripts/lib/front-end.mjs';

// Remote "catalog" (ARCHITECTURE §3). The exposed names are a contract: change them only compatibly.
export default createRemoteConfig(import.meta.url, {
  ...frontEnd('catalog'),
  exposes: {
    './RoomsPage': './src/expose/RoomsPage.tsx',
    './RoomDetailsPage': './src/expose/RoomDetailsPage.tsx',
    './embed': './src/expose/embed.ts',
  },
});
