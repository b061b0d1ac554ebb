import type { InboxMessage } from '@hotel/shared';
import { apiUrl, renderRemote } from '@hotel/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import FrontDeskMessagesPage from './FrontDeskMessagesPage';

const message = (over: Partial<InboxMessage>): InboxMessage => ({
  _id: 'm1',
  name: 'Ada Guest',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  subject: 'Late arrival',
  message: 'We arrive after midnight. Is the desk open?',
  inquiryType: 'reservation',
  state: 'new',
  createdAt: '2026-11-26T17:05:00.000Z',
  ...over,
});
const late = message({});
const wedding = message({
  _id: 'm2',
  name: 'Bob Planner',
  email: 'bob@example.com',
  phone: null,
  subject: null,
  message: 'A wedding for 80 guests in June.',
  inquiryType: 'events',
  state: 'read',
  createdAt: '2026-11-27T09:30:00.000Z',
});
const done = message({
  _id: 'm3',
  name: 'Cy',
  subject: 'Thanks',
  inquiryType: 'feedback',
  state: 'handled',
  createdAt: '2026-11-20T09:00:00.000Z',
});

/** The queries GET /contact was asked with, and the PATCH bodies by id. */
let reads: string[];
let patches: { id: string; body: unknown }[];
/** The POST /contact/{id}/replies bodies by id. */
let replies: { id: string; body: unknown }[];

function show(path = '/hotel/messages', answer: InboxMessage[] = [late, done, wedding]) {
  const user = userEvent.setup();
  renderRemote(<FrontDeskMessagesPage />, {
    path,
    route: '/hotel/messages',
    http: [
      http.get(apiUrl('/contact'), ({ request }) => {
        reads.push(new URL(request.url).search);
        return HttpResponse.json(answer);
      }),
      http.get(apiUrl('/contact/:id/replies'), () => HttpResponse.json([])),
      http.post(apiUrl('/contact/:id/replies'), async ({ params, request }) => {
        const body = (await request.json()) as { body: string };
        replies.push({ id: String(params.id), body });
        return HttpResponse.json(
          { _id: 'r1', author: 'desk@harborview.test', body: body.body, createdAt: '2026-11-27T10:00:00.000Z', mailState: 'pending' },
          { status: 201 },
        );
      }),
      http.patch(apiUrl('/contact/:id'), async ({ params, request }) => {
        const body = (await request.json()) as { state: InboxMessage['state'] };
        patches.push({ id: String(params.id), body });
        return HttpResponse.json({ ...answer.find((m) => m._id === params.id)!, ...body });
      }),
    ],
  });
  return user;
}

const rows = () => screen.getAllByRole('row').slice(1);
const rowOf = (subject: string) => screen.getByRole('button', { name: subject }).closest('tr') as HTMLElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const pane = () => screen.getByRole('region');
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  reads = [];
  patches = [];
  replies = [];
});

describe('FrontDeskMessagesPage', () => {
  it('lists the messages newest first, with sender, type, subject, an excerpt and the state', async () => {
    show();
    await screen.findByRole('button', { name: 'Late arrival' });
    expect(reads).toEqual(['']);
    // No subject: the inquiry type stands in for it.
    expect(rows().map((r) => within(r).getByRole('button').textContent)).toEqual([
      'Events & Meetings',
      'Late arrival',
      'Thanks',
    ]);
    const row = within(rowOf('Late arrival'));
    expect(row.getByText('Ada Guest')).toBeInTheDocument();
    expect(row.getByText('ada@example.com')).toBeInTheDocument();
    expect(row.getByText('Reservation')).toBeInTheDocument();
    expect(row.getByText('We arrive after midnight. Is the desk open?')).toBeInTheDocument();
    expect(row.getByText('New')).toBeInTheDocument();
    // 17:05 UTC is 9:05 AM in Long Beach (the hotel's time zone).
    expect(row.getByText('Nov 26, 2026, 9:05 AM')).toBeInTheDocument();
    expect(within(rowOf('Thanks')).getByText('Handled')).toBeInTheDocument();
  });

  it('filters by inquiry type and by state, in the URL query and in the request', async () => {
    const user = show();
    await screen.findByRole('button', { name: 'Late arrival' });
    await user.selectOptions(select('Type'), 'events');
    await waitFor(() => expect(reads).toEqual(['', '?type=events']));
    expect(location()).toBe('/hotel/messages?type=events');
    await user.selectOptions(select('State'), 'new');
    await waitFor(() => expect(reads).toEqual(['', '?type=events', '?state=new&type=events']));
    expect(location()).toBe('/hotel/messages?type=events&state=new');
    await user.selectOptions(select('Type'), '');
    await waitFor(() => expect(reads.at(-1)).toBe('?state=new'));
    expect(location()).toBe('/hotel/messages?state=new');
  });

  it('a link with filters opens with them', async () => {
    show('/hotel/messages?state=handled&type=support');
    await screen.findByRole('button', { name: 'Late arrival' });
    expect(reads).toEqual(['?state=handled&type=support']);
    expect(select('Type').value).toBe('support');
    expect(select('State').value).toBe('handled');
  });

  it('ignores filter values that are not ours', async () => {
    show('/hotel/messages?state=spam&type=nope');
    await screen.findByRole('button', { name: 'Late arrival' });
    expect(reads).toEqual(['']);
    expect(select('State').value).toBe('');
  });

  it('says so when no message matches the filters', async () => {
    show('/hotel/messages?state=new', []);
    expect(await screen.findByText('No messages match these filters.')).toBeInTheDocument();
  });

  it('opening a new message shows it in full beside the list, takes focus there and marks it read', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Late arrival' }));
    const shown = screen.getByRole('region', { name: 'Late arrival' });
    expect(screen.getByRole('heading', { level: 2, name: 'Late arrival' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Late arrival' })).toHaveAttribute('aria-expanded', 'true');
    expect(shown).toHaveTextContent('We arrive after midnight. Is the desk open?');
    expect(within(shown).getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+1 555 0100');
    await waitFor(() => expect(patches).toEqual([{ id: 'm1', body: { state: 'read' } }]));
    await waitFor(() => expect(within(rowOf('Late arrival')).getByText('Read')).toBeInTheDocument());
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('opening a message already read changes nothing', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Events & Meetings' }));
    expect(screen.getByRole('region', { name: 'Events & Meetings' })).toHaveTextContent(
      'A wedding for 80 guests in June.',
    );
    await user.click(within(pane()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    // Focus goes back to the message's row.
    expect(screen.getByRole('button', { name: 'Events & Meetings' })).toHaveFocus();
    expect(patches).toEqual([]);
  });

  it('"Mark handled" marks it handled, says so and closes the message', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Events & Meetings' }));
    await user.click(within(pane()).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message marked handled.'));
    expect(patches).toEqual([{ id: 'm2', body: { state: 'handled' } }]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(within(rowOf('Events & Meetings')).getByText('Handled')).toBeInTheDocument();
  });

  it('a handled message offers no "Mark handled"', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Thanks' }));
    expect(within(pane()).queryByRole('button', { name: 'Mark handled' })).not.toBeInTheDocument();
  });

  it('replies from the pane: the API e-mails it, the message is handled and the reply shows under it', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Events & Meetings' }));
    expect(await within(pane()).findByText('No reply yet.')).toBeInTheDocument();
    const box = within(pane()).getByRole('textbox', { name: 'Reply to bob@example.com' });
    await user.click(within(pane()).getByRole('button', { name: 'Send reply' }));
    expect(within(pane()).getByRole('alert')).toHaveTextContent('Please write a reply.');
    expect(replies).toEqual([]);
    await user.type(box, 'Yes, our hall seats 120.');
    await user.click(within(pane()).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Reply sent. The message is handled.'));
    expect(replies).toEqual([{ id: 'm2', body: { body: 'Yes, our hall seats 120.' } }]);
    expect(within(pane()).getByText('Yes, our hall seats 120.')).toBeInTheDocument();
    expect(within(pane()).getByText(/E-mail on its way/)).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(within(rowOf('Events & Meetings')).getByText('Handled')).toBeInTheDocument();
  });
});
