import { settleLanguage } from './startup/language';
import { nextTask } from './startup/nextTask';
import { startEarly } from './startup/startEarly';

// The page's language first: an unprefixed first visit follows the browser's languages (its URL
// becomes /es/… in place), and everything below reads the URL.
settleLanguage();

// config.json, the visitor's remotes, their page tables and the opening route's code and data (for
// a returning guest, also the reads that carry their session) start now, while the bootstrap chunk
// and React download. What main.js may import is a lint rule (harborview/main-js, eslint.config.mjs).
const early = startEarly();

// Async boundary: shared singletons (React, router, …) are negotiated by Module Federation before
// any of them is evaluated. A static React import here would consume a shared module eagerly.
// Named: tools/webpack/plugins/startup-preload-plugin.mjs preloads it from index.html (so its
// download has started already). In a task of its own: the federation runtime's share negotiation
// and script inserts are not added to main.js's evaluation (one task on a slow phone, not one long one).
void nextTask()
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .then(({ boot }) => boot(early));
