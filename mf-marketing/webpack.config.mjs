import { createRemoteConfig } from '../tools/webpack/remote.mjs';
// Port and /config.json from the parts table (tools/stack/parts.cjs).
import { frontEnd } from '../tools/webpack/front-end.mjs';

// Remote "marketing" (docs/architecture.md §3). Its pages are exposed from src/pages.ts; here only the
// module that is no page. Its name is a contract (the shell's layout mounts it): change it only compatibly.
export default createRemoteConfig(import.meta.url, {
  ...frontEnd('marketing'),
  exposes: { './SpecialOffers': './src/features/special-offers/index.ts' },
});
