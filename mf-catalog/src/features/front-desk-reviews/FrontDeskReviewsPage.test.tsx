import type { HotelReview } from '@hotel/shared';
import { apiUrl, pressInDialog, renderRemote, requestLog, server } from '@hotel/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import FrontDeskReviewsPage from './FrontDeskReviewsPage';

const shown: HotelReview = {
  roomId: 'r1',
  roomName: 'Harbour Suite',
  name: 'Ada',
  userEmail: 'ada@example.com',
  rating: 2,
  comment: 'Rude staff and a cold room.',
  date: '2026-11-20T18:00:00.000Z',
  hidden: false,
  hiddenReason: null,
};
const hidden: HotelReview = {
  roomId: 'r2',
  roomName: 'Classic Queen',
  name: 'Bob',
  userEmail: 'bob@example.com',
  rating: 1,
  comment: 'Spam spam spam',
  date: '2026-11-19T18:00:00.000Z',
  hidden: true,
  hiddenReason: 'Advertising',
};

/** The moderation bodies by room id. */
const moderations = requestLog<{ roomId: string; body: unknown }>();

function show() {
  const user = userEvent.setup();
  renderRemote(<FrontDeskReviewsPage />, {
    path: '/hotel/reviews',
    http: [
      http.get(apiUrl('/hotel/reviews'), () => HttpResponse.json([shown, hidden])),
      http.patch(apiUrl('/rooms/:id/reviews/moderation'), async ({ params, request }) => {
        const body = (await request.json()) as { userEmail: string; hidden: boolean; reason: string };
        moderations.push({ roomId: String(params.id), body });
        const review = [shown, hidden].find((r) => r.userEmail === body.userEmail)!;
        return HttpResponse.json({ ...review, hidden: body.hidden, hiddenReason: body.hidden ? body.reason : null });
      }),
    ],
  });
  return user;
}

const rowOf = (comment: string) =>
  screen
    .getAllByText(comment)
    .map((e) => e.closest('tr'))
    .find(Boolean) as HTMLElement;

describe('FrontDeskReviewsPage', () => {
  it('lists the latest reviews with room, guest, rating, date, comment and the hidden state with its reason', async () => {
    show();
    await screen.findByText('Rude staff and a cold room.');
    const row = within(rowOf('Rude staff and a cold room.'));
    expect(row.getByText('Harbour Suite')).toBeInTheDocument();
    expect(row.getByText('Ada')).toBeInTheDocument();
    expect(row.getByText('ada@example.com')).toBeInTheDocument();
    expect(row.getByText(/of 5/).parentElement).toHaveTextContent('2 of 5');
    expect(row.getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(row.getByText('Shown')).toBeInTheDocument();
    const other = within(rowOf('Spam spam spam'));
    expect(other.getByText('Hidden')).toBeInTheDocument();
    expect(other.getByText('Advertising')).toBeInTheDocument();
    expect(screen.getByText('The latest 2 reviews across rooms · 1 hidden')).toBeInTheDocument();
  });

  it('hiding needs a reason: without one the dialog says so and sends nothing', async () => {
    const user = show();
    const dialog = await pressInDialog(user, "Hide Ada's review of Harbour Suite", 'Hide this review?', 'Hide review');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Please give a reason for hiding this review.');
    expect(reason).toHaveFocus();
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(moderations).toEqual([]);
  });

  it('hides a review with its reason: PATCH moderation, a toast, the row marked Hidden', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: "Hide Ada's review of Harbour Suite" }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this review?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Abusive language ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Ada's review is hidden."));
    expect(moderations).toEqual([
      { roomId: 'r1', body: { userEmail: 'ada@example.com', hidden: true, reason: 'Abusive language' } },
    ]);
    const row = within(rowOf('Rude staff and a cold room.'));
    expect(row.getByText('Hidden')).toBeInTheDocument();
    expect(row.getByText('Abusive language')).toBeInTheDocument();
    expect(row.getByRole('button', { name: "Show Ada's review of Harbour Suite" })).toBeInTheDocument();
  });

  it('shows a hidden review again (the reason optional)', async () => {
    const user = show();
    await pressInDialog(user, "Show Bob's review of Classic Queen", 'Show this review again?', 'Show review');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Bob's review is shown again."));
    expect(moderations).toEqual([{ roomId: 'r2', body: { userEmail: 'bob@example.com', hidden: false, reason: '' } }]);
    expect(within(rowOf('Spam spam spam')).getByText('Shown')).toBeInTheDocument();
  });

  it('a refused moderation toasts the reason and keeps the dialog and the review as they were', async () => {
    const user = show();
    await screen.findByText('Rude staff and a cold room.');
    server.use(
      http.patch(apiUrl('/rooms/:id/reviews/moderation'), () =>
        HttpResponse.json({ message: 'Review not found' }, { status: 404 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: "Hide Ada's review of Harbour Suite" }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Abuse');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Review not found'));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Abuse');
    expect(within(rowOf('Rude staff and a cold room.')).getByText('Shown')).toBeInTheDocument();
  });
});
