// Standalone harness: `npm run dev -w mf-catalog` runs this remote alone on :3001, with a router,
// a toast host and the runtime config from its own /config.json (same shape as the shell's).
import { startHarness } from '@hotel/shared/harness';
import type { BookingPanelProps } from '@hotel/shared';
import { useEffect, useRef } from 'react';
import { mount } from './features/embed';
import { pages } from './pages';

/** What the shell would put in the booking area (booking/BookingPanel). */
const bookingSlot = ({ room }: BookingPanelProps) => (
  <div className="hv-harness-note" style={{ border: '1px dashed', borderRadius: 12 }}>
    Booking panel for “{room.name}” (provided by the shell from the booking remote)
  </div>
);

/** catalog/embed mounted the way a partner page would. */
function EmbedDemo() {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => mount(el.current!, { api: 'http://127.0.0.1:4000', site: 'http://127.0.0.1:3000' }), []);
  return <div ref={el} style={{ padding: 16 }} />;
}

startHarness({
  name: 'catalog',
  table: pages,
  // Each page's module from its feature folder (the page table is the only list); eager, so the
  // harness puts them in its own bundle as before and the exposed modules' chunks stay as they are.
  load: (feature) => import(/* webpackMode: "eager" */ `./features/${feature}/index.ts`),
  messages: (locale) => import(`./messages/${locale}.json`),
  slots: { 'booking/BookingPanel': bookingSlot },
  pages: [{ path: '/embed', label: 'Embed', element: <EmbedDemo /> }],
});
