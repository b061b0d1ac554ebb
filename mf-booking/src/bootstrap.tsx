// Standalone harness: `npm run dev -w mf-booking` runs this remote alone on :3002, with a router,
// a toast host and the runtime config from its own /config.json (same shape as the shell's).
// It has a bare sign-in page of its own (the real one is the account remote's), so every booking
// flow, "Book Now" → /login → back included, works here without the shell.
import { startHarness } from '@hotel/shared/harness';
import { api, returnPathFrom, ROUTES, useAuthStore, withRoomDefaults, type Room } from '@hotel/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import BookingPanel from './features/booking-panel';
import { pages } from './pages';

/** The booking panel against the first room of the API (as the shell would pass it). */
function PanelDemo() {
  const [room, setRoom] = useState<Room | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api.getRooms().then(
      (rooms) => setRoom(rooms[0] ? withRoomDefaults(rooms[0], { screen: 'details' }) : null),
      (e: unknown) => setError(String(e)),
    );
  }, []);
  if (error) return <p className="hv-harness-note">API unavailable: {error}</p>;
  if (!room) return <p className="hv-harness-note">Loading a room…</p>;
  return (
    <div style={{ maxWidth: 420, margin: '32px auto', padding: '0 16px' }}>
      <p className="hv-harness-note">Room: {room.name}</p>
      <BookingPanel room={room} />
    </div>
  );
}

/** Harness-only sign-in (the Auth emulator's accounts); goes back where "Book Now" came from. */
function HarnessLogin() {
  const login = useAuthStore((s) => s.login);
  const navigate = useNavigate();
  const back = returnPathFrom(useLocation().state);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(null);
    login(String(form.get('email')), String(form.get('password'))).then(
      () => navigate(back, { replace: true }),
      (err: unknown) => setError(String(err)),
    );
  };
  return (
    <form onSubmit={onSubmit} style={{ display: 'grid', gap: 8, maxWidth: 320, margin: '32px auto' }}>
      <label>
        Email <input name="email" type="email" required />
      </label>
      <label>
        Password <input name="password" type="password" required />
      </label>
      <button type="submit">Sign in</button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}

function SignedInAs() {
  const user = useAuthStore((s) => s.user);
  return <span>{user ? user.email : 'signed out'}</span>;
}

startHarness({
  name: 'booking',
  status: <SignedInAs />,
  table: pages,
  // Each page's module from its feature folder (the page table is the only list); eager, so the
  // harness puts them in its own bundle as before and the exposed modules' chunks stay as they are.
  load: (feature) => import(/* webpackMode: "eager" */ `./features/${feature}/index.ts`),
  messages: (locale) => import(`./messages/${locale}.json`),
  pages: [
    { path: ROUTES.home, label: 'Booking panel', element: <PanelDemo /> },
    { path: ROUTES.login, label: 'Sign in', element: <HarnessLogin /> },
  ],
});
