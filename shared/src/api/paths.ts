/**
 * API paths that are read in two places: by a page (through `api`) and, before the app, by the
 * shell's start-up (docs/architecture.md §10, "Code and data in parallel"), which must ask for
 * exactly the URL the page would. Import-free, so the shell's main.js bundles it alone.
 */
export const API_PATHS = {
  /** GET: a guest's bookings (with their session). */
  bookings: (email: string) => `/bookings/${encodeURIComponent(email)}`,
} as const;
