// Standalone harness: `npm run dev -w mf-marketing` runs this remote alone on :3004, with a router,
// a toast host and the runtime config from its own /config.json (same shape as the shell's).
import { startHarness } from '@hotel/shared/harness';
import SpecialOffers from './features/special-offers';
import { pages } from './pages';

startHarness({
  name: 'marketing',
  table: pages,
  // Each page's module from its feature folder (the page table is the only list); eager, so the
  // harness puts them in its own bundle as before and the exposed modules' chunks stay as they are.
  load: (feature) => import(/* webpackMode: "eager" */ `./features/${feature}/index.ts`),
  messages: (locale) => import(`./messages/${locale}.json`),
  after: <SpecialOffers />,
});
