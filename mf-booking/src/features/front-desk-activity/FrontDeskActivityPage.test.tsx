import type { AuditEntry } from '@hotel/shared';
import { apiUrl, asStaff, inTurn, refusal, renderRemote } from '@hotel/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import FrontDeskActivityPage from './FrontDeskActivityPage';

const entries: AuditEntry[] = [
  {
    _id: 'a2',
    at: '2026-11-27T14:05:00.000Z',
    actor: 'frontdesk@harborview.test',
    action: 'booking.move',
    target: 'booking',
    targetId: '65f0c0ffee00000000aaa111',
    before: { bookingDate: '2026-12-01', nights: 3 },
    after: { bookingDate: '2026-12-04', nights: 3 },
    reason: null,
  },
  {
    _id: 'a1',
    at: '2026-11-27T09:00:00.000Z',
    actor: 'frontdesk@harborview.test',
    action: 'booking.cancel',
    target: 'booking',
    targetId: '65f0c0ffee00000000bbb222',
    before: { bookingDate: '2026-12-10', userEmail: 'alan@example.com' },
    after: null,
    reason: 'Guest phoned: flight cancelled',
  },
];

const show = (answer: HttpResponseResolver = () => HttpResponse.json(entries)) =>
  renderRemote(<FrontDeskActivityPage />, {
    path: '/hotel/activity',
    ...asStaff,
    http: [http.get(apiUrl('/hotel/activity'), answer)],
  });

describe('the activity log (/hotel/activity)', () => {
  it('lists every change as the API gives it (newest first): when, who, what, which record, the reason, before → after', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'The activity log, newest first' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['When', 'Who', 'What', 'Record', 'Reason', 'Before → after']);
    const [, moved, cancelled] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    // Both changes are the front desk's, on Nov 27: the cells after those two say what each was.
    const byTheDeskOnNov27 = (...what: string[]) => [expect.stringMatching(/Nov 27, 2026/), 'frontdesk@harborview.test', ...what];
    expect(cells(moved!)).toEqual(byTheDeskOnNov27('Moved a booking', 'booking #aaa111', '—', 'bookingDate: 2026-12-01 → 2026-12-04'));
    expect(cells(cancelled!)).toEqual(
      byTheDeskOnNov27(
        'Cancelled a booking for the guest',
        'booking #bbb222',
        'Guest phoned: flight cancelled',
        'bookingDate: 2026-12-10 → —userEmail: alan@example.com → —',
      ),
    );
    expect(within(moved!).getByRole('cell', { name: /Nov 27/ }).querySelector('time')).toHaveAttribute('dateTime', entries[0]!.at);
  });

  it('says when nothing has been changed yet', async () => {
    show(() => HttpResponse.json([]));
    expect(await screen.findByText('Nothing has been changed yet.')).toBeInTheDocument();
  });

  it('a log that cannot load says so, and Try again loads it', async () => {
    const user = userEvent.setup();
    show(inTurn(refusal(500, 'down'), () => HttpResponse.json(entries)));
    expect(await screen.findByRole('alert')).toHaveTextContent('The activity log could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
