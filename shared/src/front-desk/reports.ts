// The manager's reports (docs/product.md "Reports"), written once: the query's rules and words (the
// page's controls and GET /hotel/reports refuse with the same ones), the row the API answers, and the
// CSV both the API and the page's "Download CSV" write. Staff-only: not in the domain index, so guest
// pages carry none of it (docs/architecture.md §3).
import { daysBetween, isIsoDate } from '../domain/dates';
import type { ApiErrorDetail, Validated } from '../domain/types';

export const REPORT_GROUPINGS = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** `stay`: the nights by the date they are stayed; `booked` (pick-up): by the date the booking was made. */
export const REPORT_BASES = ['stay', 'booked'] as const;
export type ReportBasis = (typeof REPORT_BASES)[number];

/** The widest report: two years of days (from and to both included). */
export const REPORT_MAX_DAYS = 731;

/**
 * The booking statuses whose nights are sold. Any other (a no-show, a cancellation) sells nothing: its
 * nights count neither as sold nor as revenue (USALI: a no-show's room was not occupied).
 */
export const SOLD_STATUSES = ['confirmed', 'checked-in', 'checked-out'] as const;

export interface ReportQuery {
  /** YYYY-MM-DD, the first day, included. */
  from: string;
  /** YYYY-MM-DD, the last day, included. */
  to: string;
  by: ReportGrouping;
  basis: ReportBasis;
}

/**
 * One period of a report. Money is in dollars, to the cent (the API's money: numeric(10, 2)).
 * `stay`: every figure is of the nights stayed in the period. `booked` (pick-up): the nights and
 * revenue of the bookings made in the period, whatever their stay dates; occupancy, RevPAR and rooms
 * available are null (those nights are not the period's to fill).
 */
export interface ReportRow {
  /** 2026-03-14 (day), 2026-W11 (ISO week), 2026-03 (month), in the hotel's time zone. */
  period: string;
  /** Room-nights the hotel had to sell in the period's days within the range (stay basis). */
  roomsAvailable: number | null;
  /** Room-nights sold. */
  roomsSold: number;
  /** roomsSold ÷ roomsAvailable, 0-1, to 4 decimals. */
  occupancy: number | null;
  /** Average daily rate: revenue ÷ roomsSold, to the cent; null when nothing was sold. */
  adr: number | null;
  /** Revenue per available room: revenue ÷ roomsAvailable, to the cent. */
  revpar: number | null;
  /** Room revenue: the sold nights' prices. */
  revenue: number;
  /** Bookings: staying in the period (stay), made in it (booked). */
  bookings: number;
}

export interface Report {
  rows: ReportRow[];
}

export const REPORT_MESSAGES = {
  from: 'From must be a date (YYYY-MM-DD).',
  to: 'To must be a date (YYYY-MM-DD).',
  order: 'To must be on or after From.',
  span: `A report covers at most ${REPORT_MAX_DAYS} days (two years): choose a later From or an earlier To.`,
  by: `Group by must be one of: ${REPORT_GROUPINGS.join(', ')}.`,
  basis: `Basis must be one of: ${REPORT_BASES.join(', ')}.`,
} as const;

/** A report's query from untrusted input (`by` defaults to day, `basis` to stay); every wrong field named. */
export function validateReportQuery(raw: Partial<Record<keyof ReportQuery, unknown>>): Validated<ReportQuery> {
  const details: ApiErrorDetail[] = [];
  const fail = (field: keyof ReportQuery, message: string) => details.push({ field, message });
  const { from, to } = raw;
  const by = raw.by ?? 'day';
  const basis = raw.basis ?? 'stay';
  if (!isIsoDate(from)) fail('from', REPORT_MESSAGES.from);
  if (!isIsoDate(to)) fail('to', REPORT_MESSAGES.to);
  if (isIsoDate(from) && isIsoDate(to)) {
    if (to < from) fail('to', REPORT_MESSAGES.order);
    else if (daysBetween(from, to) + 1 > REPORT_MAX_DAYS) fail('to', REPORT_MESSAGES.span);
  }
  if (!REPORT_GROUPINGS.includes(by as ReportGrouping)) fail('by', REPORT_MESSAGES.by);
  if (!REPORT_BASES.includes(basis as ReportBasis)) fail('basis', REPORT_MESSAGES.basis);
  if (details.length > 0) return { ok: false, message: details[0]!.message, details };
  return { ok: true, value: { from: from as string, to: to as string, by: by as ReportGrouping, basis: basis as ReportBasis } };
}

/** The CSV's columns, in order, with the header each is written under. */
export const REPORT_COLUMNS = [
  ['period', 'Period'],
  ['roomsAvailable', 'Rooms available'],
  ['roomsSold', 'Rooms sold'],
  ['occupancy', 'Occupancy'],
  ['adr', 'ADR'],
  ['revpar', 'RevPAR'],
  ['revenue', 'Room revenue'],
  ['bookings', 'Bookings'],
] as const satisfies ReadonlyArray<readonly [keyof ReportRow, string]>;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes doubled.
 * A cell a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a CR) gets a
 * leading ' first, so it shows as text and never runs (OWASP, "CSV Injection"). Numbers are written
 * as they are: a negative number is a number, not a formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV (RFC 4180: CRLF after every record, a header first). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return [header, ...rows].map((r) => `${r.map(csvCell).join(',')}\r\n`).join('');
}

/** A report as the CSV the API answers and the page downloads. */
export function reportCsv(rows: readonly ReportRow[]): string {
  return toCsv(
    REPORT_COLUMNS.map(([, h]) => h),
    rows.map((row) => REPORT_COLUMNS.map(([k]) => row[k])),
  );
}

/** The file name of a report's CSV: harborview-stay-by-month-2026-01-01-to-2026-12-31.csv */
export const reportFileName = (q: ReportQuery): string => `harborview-${q.basis}-by-${q.by}-${q.from}-to-${q.to}.csv`;

/**
 * The whole range's figures from its rows (the page's headline): sums, then the same ratios. A stay
 * can span periods, so its bookings do not add up across them: null on the stay basis.
 */
export function reportTotals(rows: readonly ReportRow[]): Omit<ReportRow, 'period' | 'bookings'> & { bookings: number | null } {
  const cents = rows.reduce((a, r) => a + Math.round(r.revenue * 100), 0);
  const sold = rows.reduce((a, r) => a + r.roomsSold, 0);
  const stay = rows.every((r) => r.roomsAvailable !== null);
  const available = stay ? rows.reduce((a, r) => a + r.roomsAvailable!, 0) : null;
  return {
    roomsAvailable: available,
    roomsSold: sold,
    occupancy: available ? Math.round((sold / available) * 10000) / 10000 : null,
    adr: sold ? Math.round(cents / sold) / 100 : null,
    revpar: available ? Math.round(cents / available) / 100 : null,
    revenue: cents / 100,
    bookings: stay ? null : rows.reduce((a, r) => a + r.bookings, 0),
  };
}

/** "75.3%" (one decimal), "—" for none. */
export const formatOccupancy = (x: number | null): string => (x === null ? '—' : `${(x * 100).toFixed(1)}%`);

/** "$1,234.56" (to the cent, en-US), "—" for none. */
export const formatMoney = (x: number | null): string =>
  x === null ? '—' : x.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
