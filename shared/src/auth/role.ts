// The role our app token carries (docs/architecture.md §5): POST /jwt writes `role: "staff"` for a
// Firebase user with the `staff` custom claim. Read from the token's payload without verifying it:
// the client only chooses what to show and what code to load; the API checks the role on every
// staff route.
import type { AppRole } from '../domain/frontDesk';

/** The role of an app token: 'staff' when its payload says so, else 'guest'; null without a token. */
export function roleOfToken(token: string | null | undefined): AppRole | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1];
    if (!payload) return 'guest';
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown } | null;
    return json?.role === 'staff' ? 'staff' : 'guest';
  } catch {
    return 'guest';
  }
}
