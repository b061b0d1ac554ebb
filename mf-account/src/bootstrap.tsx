// Standalone harness: `npm run dev -w mf-account` runs this remote alone on :3003, with a router,
// a toast host and the runtime config from its own /config.json (same shape as the shell's).
import { startHarness } from '@hotel/shared/harness';
import { useAuthStore } from '@hotel/shared';
import { pages } from './pages';

function SignedInAs() {
  const user = useAuthStore((s) => s.user);
  const logout = useAuthStore((s) => s.logout);
  if (!user) return <span>signed out</span>;
  return (
    <span>
      {user.email}{' '}
      <button type="button" onClick={() => void logout()}>
        Logout
      </button>
    </span>
  );
}

startHarness({
  name: 'account',
  status: <SignedInAs />,
  table: pages,
  // Each page's module from its feature folder (the page table is the only list); eager, so the
  // harness puts them in its own bundle as before and the exposed modules' chunks stay as they are.
  load: (feature) => import(/* webpackMode: "eager" */ `./features/${feature}/index.ts`),
  messages: (locale) => import(`./messages/${locale}.json`),
});
