import type { Report, ReportRow } from '@hotel/shared/front-desk/reports';
import { reportCsv } from '@hotel/shared/front-desk/reports';
import { apiUrl, asStaff, inTurn, refusal, renderRemote } from '@hotel/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import FrontDeskReportsPage from './FrontDeskReportsPage';

const row = (period: string, sold: number, cents: number, bookings = sold): ReportRow => ({
  period,
  roomsAvailable: 15,
  roomsSold: sold,
  occupancy: Math.round((sold / 15) * 10000) / 10000,
  adr: sold ? Math.round(cents / sold) / 100 : null,
  revpar: Math.round(cents / 15) / 100,
  revenue: cents / 100,
  bookings,
});
const stays: Report = { rows: [row('2026-03-09', 3, 36999), row('2026-03-10', 1, 15000, 1), row('2026-03-11', 0, 0, 0)] };
const pickUp: Report = {
  rows: [{ period: '2026-03', roomsAvailable: null, roomsSold: 12, occupancy: null, adr: 140.5, revpar: null, revenue: 1686, bookings: 4 }],
};

const show = (answer: HttpResponseResolver = () => HttpResponse.json(stays)) => {
  const asked: URLSearchParams[] = [];
  renderRemote(<FrontDeskReportsPage />, {
    path: '/hotel/reports',
    ...asStaff,
    http: [
      http.get(apiUrl('/hotel/reports'), (info) => {
        asked.push(new URL(info.request.url).searchParams);
        return answer(info);
      }),
    ],
  });
  return asked;
};

const table = () => screen.findByRole('table', { name: /^By night stayed|^Pick-up/ });
/** The table's cells as { period: { column head: text } }. */
function tableFigures(t: HTMLElement): Record<string, Record<string, string>> {
  const heads = within(t).getAllByRole('columnheader').map((h) => h.textContent!);
  const out: Record<string, Record<string, string>> = {};
  for (const tr of within(t).getAllByRole('row').slice(1)) {
    const cells = within(tr).getAllByRole('cell');
    out[tr.getAttribute('data-period')!] = Object.fromEntries(cells.map((c, i) => [heads[i + 1]!, c.textContent!]));
  }
  return out;
}

describe('the reports (/hotel/reports)', () => {
  it('draws a chart of each figure and shows the same figures in the table, period by period', async () => {
    show();
    const figures = tableFigures(await table());
    expect(figures['2026-03-09']).toEqual({
      Occupancy: '20.0%',
      ADR: '$123.33',
      RevPAR: '$24.67',
      'Room revenue': '$369.99',
      'Rooms sold': '3',
      'Rooms available': '15',
      Bookings: '3',
    });
    expect(figures['2026-03-11']).toMatchObject({ ADR: '—', 'Room revenue': '$0.00' });
    const charts = screen.getAllByRole('img');
    expect(charts.map((c) => c.getAttribute('aria-label') ?? document.getElementById(c.getAttribute('aria-labelledby')!)!.textContent)).toEqual([
      'Occupancy',
      'ADR',
      'RevPAR',
      'Room revenue',
    ]);
    for (const chart of charts) {
      const title = document.getElementById(chart.getAttribute('aria-labelledby')!)!.textContent!;
      const bars = chart.querySelectorAll('[data-period]');
      expect(bars).toHaveLength(3);
      for (const bar of bars) expect(bar.getAttribute('data-value')).toBe(figures[bar.getAttribute('data-period')!]![title]);
    }
    // The whole range: 4 of 45 room-nights sold for $519.99 (not the mean of the days' figures).
    const whole = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(whole('Occupancy')).toHaveTextContent('8.9%');
    expect(whole('ADR')).toHaveTextContent('$130.00');
    expect(whole('RevPAR')).toHaveTextContent('$11.56');
    expect(whole('Room revenue')).toHaveTextContent('$519.99');
  });

  it('asks for this month by day first, then for what the controls say: pick-up by month', async () => {
    const user = userEvent.setup();
    const asked = show(({ request }) => HttpResponse.json(new URL(request.url).searchParams.get('basis') === 'booked' ? pickUp : stays));
    await table();
    expect(asked[0]!.get('by')).toBe('day');
    expect(asked[0]!.get('basis')).toBe('stay');
    expect(asked[0]!.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    await user.selectOptions(screen.getByLabelText('Group by'), 'month');
    await user.selectOptions(screen.getByLabelText('Count'), 'booked');
    expect(await screen.findByRole('table', { name: /^Pick-up, by the day booked, by month/ })).toBeInTheDocument();
    expect(asked.at(-1)!.get('by')).toBe('month');
    expect(asked.at(-1)!.get('basis')).toBe('booked');
    expect(tableFigures(await table())['2026-03']).toEqual({ 'Room-nights booked': '12', 'Room revenue booked': '$1,686.00', 'Bookings made': '4', ADR: '$140.50' });
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('a range that ends before it starts is refused in words, and nothing is asked', async () => {
    const asked = show();
    await table();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2000-01-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('To must be on or after From.');
    expect(asked).toHaveLength(1);
  });

  it('Download CSV saves the table as the API writes it', async () => {
    const user = userEvent.setup();
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((b: Blob) => (saved.push(b), 'blob:report'));
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^harborview-stay-by-day-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    show();
    await table();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(await new Response(saved[0]).text()).toBe(reportCsv(stays.rows));
  });

  it('a report that cannot load says so, and Retry loads it', async () => {
    const user = userEvent.setup();
    show(inTurn(refusal(500, 'down'), () => HttpResponse.json(stays)));
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });
});
