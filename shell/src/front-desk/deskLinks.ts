// The front desk's navigation, learned from the remotes' page tables like the routes are
// (docs/architecture.md §3, "Pages"): a staff page is in it by being in its remote's table, so a
// team adds a desk page without touching the shell. Only the desk's own pages are links: its first
// page and each page one step below it (/hotel/rooms, /hotel/reports); a page under one of those (a
// room's editor, /hotel/rooms/new) is reached from it.
import type { PageEntry } from '@hotel/shared';
import { FRONT_DESK_HOME } from '@hotel/shared/front-desk/routes';

export interface DeskLink {
  to: string;
  label: string;
  /** Active on its own path only (the desk's first page is a prefix of every other). */
  end: boolean;
}

const ONE_STEP_BELOW = new RegExp(`^${FRONT_DESK_HOME}/[A-Za-z0-9_-]+$`);

/** "Rooms" from "Rooms · Front desk"; the desk's first page, titled "Front desk", is "Today". */
const labelOf = (page: PageEntry) => (page.path === FRONT_DESK_HOME ? 'Today' : page.title.split(' · ')[0]!);

/** The desk's links in the site's table order (the remotes', each its own), its first page first. */
export function deskLinks(pages: readonly PageEntry[]): DeskLink[] {
  const desk = pages.filter((p) => p.access === 'staff' && (p.path === FRONT_DESK_HOME || ONE_STEP_BELOW.test(p.path)));
  const ordered = [...desk.filter((p) => p.path === FRONT_DESK_HOME), ...desk.filter((p) => p.path !== FRONT_DESK_HOME)];
  return ordered.map((p) => ({ to: p.path, label: labelOf(p), end: p.path === FRONT_DESK_HOME }));
}
