// How the reports page shows a report (docs/product.md "Reports"): which figures each basis has, in
// which words and format; the chart, the table and the headline read the same list, so they show the
// same figures in the same words.
import { formatBookingDate } from '@hotel/shared';
import { formatMoney, formatOccupancy, type ReportBasis, type ReportRow } from '@hotel/shared/front-desk/reports';

export type Figure = 'roomsAvailable' | 'roomsSold' | 'occupancy' | 'adr' | 'revpar' | 'revenue' | 'bookings';

export interface FigureView {
  key: Figure;
  /** The table's column head and the chart's title. */
  label: string;
  format: (value: number | null) => string;
  /** The chart's scale, short: "75%", "$1.2K", "40". */
  axis: (value: number) => string;
  /** Drawn as a chart too (where a manager would rather look than read). */
  chart: boolean;
}

const count = (n: number | null) => (n === null ? '—' : n.toLocaleString('en-US'));
const percent = (n: number) => `${Math.round(n * 100)}%`;
const dollars = (n: number) => `$${new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(n)}`;
const number = (n: number) => new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(n);

const FIGURES: Record<ReportBasis, FigureView[]> = {
  stay: [
    { key: 'occupancy', label: 'Occupancy', format: formatOccupancy, axis: percent, chart: true },
    { key: 'adr', label: 'ADR', format: formatMoney, axis: dollars, chart: true },
    { key: 'revpar', label: 'RevPAR', format: formatMoney, axis: dollars, chart: true },
    { key: 'revenue', label: 'Room revenue', format: formatMoney, axis: dollars, chart: true },
    { key: 'roomsSold', label: 'Rooms sold', format: count, axis: number, chart: false },
    { key: 'roomsAvailable', label: 'Rooms available', format: count, axis: number, chart: false },
    { key: 'bookings', label: 'Bookings', format: count, axis: number, chart: false },
  ],
  booked: [
    { key: 'roomsSold', label: 'Room-nights booked', format: count, axis: number, chart: true },
    { key: 'revenue', label: 'Room revenue booked', format: formatMoney, axis: dollars, chart: true },
    { key: 'bookings', label: 'Bookings made', format: count, axis: number, chart: false },
    { key: 'adr', label: 'ADR', format: formatMoney, axis: dollars, chart: false },
  ],
};

export const figuresOf = (basis: ReportBasis): FigureView[] => FIGURES[basis];

/** "Mon, Mar 9, 2026" (day), "Week 11, 2026" (ISO week), "March 2026" (month). */
export function periodLabel(period: string): string {
  const week = /^(\d{4})-W(\d{2})$/.exec(period);
  if (week) return `Week ${Number(week[2])}, ${week[1]}`;
  if (/^\d{4}-\d{2}$/.test(period)) {
    const [y, m] = period.split('-').map(Number) as [number, number];
    return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(Date.UTC(y, m - 1, 1)));
  }
  return formatBookingDate(period);
}

/** A row's figure as a number (null: none to show). */
export const valueOf = (row: ReportRow, key: Figure): number | null => row[key];
