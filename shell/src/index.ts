import { startEarly } from './startup/earlyStart';

// config.json, the remotes and the opening route's code and data (for a returning guest, also the
// reads that carry their session) start now, while the bootstrap chunk and React download.
startEarly();

// Async boundary: shared singletons (React, router, …) are negotiated by Module Federation before
// any of them is evaluated. A static React import here would consume a shared module eagerly.
// Named: tools/webpack/plugins/startup-preload-plugin.mjs preloads it from index.html.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
