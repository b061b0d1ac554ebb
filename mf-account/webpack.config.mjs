import { createRemoteConfig } from '../tools/webpack/remote.mjs';
// Port and /config.json from the parts table (tools/stack/parts.cjs).
import { frontEnd } from '../tools/webpack/front-end.mjs';

// Remote "account" (docs/architecture.md §3): all its modules are pages, exposed from src/pages.ts.
export default createRemoteConfig(import.meta.url, frontEnd('account'));
