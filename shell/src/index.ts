import { startEarly, warmApiClient } from './app/earlyStart';

// config.json, the remotes and the opening route's code and data (and, for a returning guest, the
// API client) start now, while the bootstrap chunk and React download.
startEarly();
warmApiClient();

// Async boundary: shared singletons (React, router, …) are negotiated by Module Federation before
// any of them is evaluated. A static React import here would consume a shared module eagerly.
// Named: build/startup-preload-plugin.mjs preloads it from index.html.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
