// The calendar library works with Date objects; our dates are the hotel's calendar days as
// 'YYYY-MM-DD' (docs/product.md §5). A day is carried as local midnight of the same calendar date,
// so the browser's own time zone never moves it.

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-12-05' → the local Date of Dec 5, 2026. */
export function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** A local Date → its calendar day 'YYYY-MM-DD'. */
export function dateToDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first of the month of `day`, as the calendar shows months. */
export function monthOf(day: string): Date {
  const d = dayToDate(day);
  return new Date(d.getFullYear(), d.getMonth(), 1);
}
