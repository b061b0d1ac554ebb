import { addDays, t, type Pricing } from '@hotel/shared';
import { ruleDayText } from '../words';

/**
 * The arrival rules of the nights shown (docs/product.md "Rates"), in words, one line per period:
 * "No arrivals Fri, Dec 12 to Sun, Dec 14." / "Arrivals Fri, Dec 12 to Sun, Dec 14: 3 nights at least."
 * `month` is any day of the month shown; nights before `today` are left out.
 */
export function monthRules(pricing: Pricing, month: string, today: string): string[] {
  const first = month.slice(0, 8) + '01';
  const next = addDays(first, 31).slice(0, 8) + '01';
  const out: string[] = [];
  for (const p of pricing.rates?.periods ?? []) {
    const from = p.from > today ? p.from : today;
    if (!(p.closedToArrival || (p.minNights ?? 0) > 1) || from >= p.to || from >= next || p.to <= first) continue;
    const last = addDays(p.to, -1);
    const one = from === last;
    const days = { date: ruleDayText(from), from: ruleDayText(from), to: ruleDayText(last), nights: p.minNights };
    const id = p.closedToArrival
      ? one
        ? 'booking.calendar.rulesClosedOn'
        : 'booking.calendar.rulesClosed'
      : one
        ? 'booking.calendar.rulesMinOn'
        : 'booking.calendar.rulesMin';
    out.push(t(id, days));
  }
  return out;
}
