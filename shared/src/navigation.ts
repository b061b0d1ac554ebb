// Where a guest returns after signing in: a page that sends a guest to /login puts its own path in
// the navigation state, and the login page goes back there instead of home.
export interface LoginReturnState {
  from: string;
}

/** Navigation state for `navigate('/login', { state })` that brings the guest back to `path`. */
export function loginReturnState(path: string): LoginReturnState {
  return { from: path };
}

/** The path to go to after signing in: the state's `from` when it is a path on this site, else `fallback`. */
export function returnPathFrom(state: unknown, fallback = '/'): string {
  const from = (state as Partial<LoginReturnState> | null | undefined)?.from;
  // Only a same-site path: "//evil.example" and "/\evil" would leave the site.
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
  if (from === '/login' || from.startsWith('/login?') || from === '/register') return fallback;
  return from;
}
