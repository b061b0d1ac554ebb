// The tape chart's arithmetic (docs/product.md "Front desk", /hotel/bookings): which nights the chart
// shows, where each stay's bar sits in its room's row, how the arrow keys move between cells, and
// the search. Plain functions of dates as YYYY-MM-DD (the hotel's calendar days), so the browser's
// own time zone never moves a bar.
import { addDays, daysBetween, shortBookingId, type Booking } from '@hotel/shared';
import { FRONT_DESK_LIMITS } from '@hotel/shared/front-desk';

/** The chart shows this many nights from its first one. */
export const CHART_NIGHTS: number = FRONT_DESK_LIMITS.chartNights;

/** The nights [from, from + count), as YYYY-MM-DD. */
export const chartNights = (from: string, count = CHART_NIGHTS): string[] =>
  Array.from({ length: count }, (_, i) => addDays(from, i));

/** The query of the chart's one request: the stays overlapping [from, from + count). */
export const chartRange = (from: string, count = CHART_NIGHTS) => ({ from, to: addDays(from, count) });

/** A week earlier (-1) or later (+1). */
export const shiftWeeks = (from: string, weeks: number): string => addDays(from, 7 * weeks);

/**
 * One cell of a room's row: a free night, or a stay's bar over `span` nights from column `start`.
 * `before`/`after`: the stay goes on beyond the chart's first or last night.
 */
export interface ChartCell {
  start: number;
  span: number;
  booking: Booking | null;
  before: boolean;
  after: boolean;
}

/**
 * A room's row: its stays as bars over their nights (clipped to the chart), free nights as single
 * cells, left to right, covering every column once. Stays that overlap (which the API refuses to
 * create) are cut where the earlier one ends, so no cell is drawn twice.
 */
export function rowCells(stays: readonly Booking[], from: string, count = CHART_NIGHTS): ChartCell[] {
  const bars = stays
    .map((booking) => {
      const first = daysBetween(from, booking.bookingDate);
      const end = daysBetween(from, booking.checkOut);
      return { booking, first, end };
    })
    .filter((b) => b.end > 0 && b.first < count)
    .sort((a, b) => a.first - b.first || a.end - b.end);
  const cells: ChartCell[] = [];
  let col = 0;
  for (const bar of bars) {
    const start = Math.max(bar.first, col, 0);
    const end = Math.min(bar.end, count);
    if (end <= start) continue;
    for (; col < start; col++) cells.push(free(col));
    cells.push({ start, span: end - start, booking: bar.booking, before: bar.first < 0, after: bar.end > count });
    col = end;
  }
  for (; col < count; col++) cells.push(free(col));
  return cells;
}

const free = (col: number): ChartCell => ({ start: col, span: 1, booking: null, before: false, after: false });

/** Each room's stays, by room id (a stay of a room the chart does not list is left out). */
export function staysByRoom(bookings: readonly Booking[]): Map<string, Booking[]> {
  const byRoom = new Map<string, Booking[]>();
  for (const b of bookings) byRoom.set(b.roomId, [...(byRoom.get(b.roomId) ?? []), b]);
  return byRoom;
}

/** The index of the cell of `cells` that covers column `col` (the last cell past the end). */
export const cellAt = (cells: readonly ChartCell[], col: number): number => {
  const i = cells.findIndex((c) => col >= c.start && col < c.start + c.span);
  return i === -1 ? cells.length - 1 : i;
};

/** Where the focus is: a row (0 is the nights' header row) and a column (0 is the room's name). */
export interface GridPosition {
  row: number;
  col: number;
}

/**
 * The cell the arrow keys, Home and End move to (the ARIA grid pattern), or null for another key.
 * `spanAt(row, col)` gives the [start, end) columns of the cell covering `col` in `row`, so a move
 * right from a bar lands after it, and up or down lands on the cell under the bar's first night.
 */
export function moveInGrid(
  at: GridPosition,
  key: string,
  size: { rows: number; cols: number },
  spanAt: (row: number, col: number) => [number, number],
  ctrl = false,
): GridPosition | null {
  const [start, end] = spanAt(at.row, at.col);
  const clampRow = (row: number) => Math.min(Math.max(row, 0), size.rows - 1);
  switch (key) {
    case 'ArrowRight':
      return end < size.cols ? { row: at.row, col: end } : at;
    case 'ArrowLeft':
      return start > 0 ? { row: at.row, col: spanAt(at.row, start - 1)[0] } : at;
    case 'ArrowDown':
    case 'ArrowUp': {
      const row = clampRow(at.row + (key === 'ArrowDown' ? 1 : -1));
      return { row, col: spanAt(row, start)[0] };
    }
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case 'End': {
      const row = ctrl ? size.rows - 1 : at.row;
      return { row, col: spanAt(row, size.cols - 1)[0] };
    }
    default:
      return null;
  }
}

/**
 * Whether a stay matches the desk's search as the API reads `q` (docs/product.md "Front desk"):
 * part of the guest's e-mail or name, or the booking id's last 6 characters. Case-insensitive.
 */
export function matchesSearch(booking: Pick<Booking, '_id' | 'userEmail' | 'userName'>, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return (
    booking.userEmail.toLowerCase().includes(needle) ||
    booking.userName.toLowerCase().includes(needle) ||
    shortBookingId(booking._id).toLowerCase() === needle
  );
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

// One formatter each, made once: a toLocaleDateString call builds a new one every time, and the
// chart names ~200 cells (most of its render time went there).
const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const WEEKDAY = format({ weekday: 'short' });
const FULL = format({ weekday: 'long', month: 'long', day: 'numeric' });
const SHORT = format({ month: 'short', day: 'numeric' });

/** How a night's column is headed: "Fri" over "27", and in full for screen readers ("Friday, November 27"). */
export function nightHeading(date: string): { weekday: string; day: string; full: string } {
  const d = utc(date);
  return { weekday: WEEKDAY.format(d), day: String(d.getUTCDate()), full: FULL.format(d) };
}

/** A short date for a bar's name and the detail: "Nov 27". */
export const shortDate = (date: string): string => SHORT.format(utc(date));
