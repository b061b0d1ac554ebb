import type { FailedDelivery, Partner } from '@hotel/shared/front-desk';
import { PARTNER_MESSAGES } from '@hotel/shared/front-desk';
import { apiUrl, pressInDialog, renderRemote, requestLog, server } from '@hotel/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import FrontDeskPartnersPage from './FrontDeskPartnersPage';

const venue: Partner = {
  _id: 'p1',
  name: 'Lakeside Venue',
  allowedOrigins: ['https://venue.example', 'https://www.venue.example'],
  webhookUrl: 'https://venue.example/hooks',
  commissionPercent: 10,
  active: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: null,
};
const blog: Partner = { ...venue, _id: 'p2', name: 'Travel Blog', allowedOrigins: [], webhookUrl: null, commissionPercent: 5, active: false };
const failed: FailedDelivery = {
  _id: 'w1',
  partnerId: 'p1',
  partnerName: 'Lakeside Venue',
  type: 'booking.created',
  bookingId: 'b1',
  confirmationCode: 'HV-7K3M9Q',
  attempts: 8,
  error: 'HTTP 500: Internal Server Error',
  createdAt: '2026-11-20T09:00:00.000Z',
};
const SECRET = 'whsec_4f9Qk2sXbV7nT0pLr8mYc1HdF5sGp9AeU3oIxRlNwZa';

const posted = requestLog<unknown>();
const patched = requestLog<{ id: string; body: unknown }>();

function show(deliveries: FailedDelivery[] = [failed]) {
  const user = userEvent.setup();
  renderRemote(<FrontDeskPartnersPage />, {
    path: '/hotel/partners',
    http: [
      http.get(apiUrl('/hotel/partners'), () => HttpResponse.json([venue, blog])),
      http.get(apiUrl('/hotel/partners/deliveries'), () => HttpResponse.json(deliveries)),
      http.post(apiUrl('/hotel/partners'), async ({ request }) => {
        const body = (await request.json()) as Partner;
        posted.push(body);
        return HttpResponse.json({ ...body, _id: 'p3', createdAt: '2026-11-28T12:00:00.000Z', updatedAt: null, webhookSecret: SECRET }, { status: 201 });
      }),
      http.patch(apiUrl('/hotel/partners/:id'), async ({ params, request }) => {
        const body = (await request.json()) as Partial<Partner>;
        patched.push({ id: String(params.id), body });
        return HttpResponse.json({ ...[venue, blog].find((p) => p._id === params.id)!, ...body });
      }),
      http.post(apiUrl('/hotel/partners/:id/rotate-secret'), ({ params }) =>
        HttpResponse.json({ ...[venue, blog].find((p) => p._id === params.id)!, webhookSecret: `${SECRET}-new` }),
      ),
    ],
  });
  return user;
}

const rowOf = (name: string) => screen.getAllByText(name).map((e) => e.closest('tr')).find(Boolean) as HTMLElement;

describe('FrontDeskPartnersPage', () => {
  it('lists the partners with their sites, webhook, commission and state, and the failed webhook deliveries', async () => {
    show();
    await screen.findByText('Lakeside Venue', { selector: 'td' });
    const row = within(rowOf('Lakeside Venue'));
    expect(row.getByText('https://venue.example')).toBeInTheDocument();
    expect(row.getByText('https://www.venue.example')).toBeInTheDocument();
    expect(row.getByText('https://venue.example/hooks')).toBeInTheDocument();
    expect(row.getByText('10 %')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
    const other = within(rowOf('Travel Blog'));
    expect(other.getByText('None')).toBeInTheDocument();
    expect(other.getByText('Paused')).toBeInTheDocument();
    expect(screen.getByText('2 partners · 1 active')).toBeInTheDocument();
    const deliveries = within(screen.getByRole('region', { name: 'Failed webhook deliveries' }));
    expect(await deliveries.findByText('HTTP 500: Internal Server Error')).toBeInTheDocument();
    expect(deliveries.getByText(/Booked HV-7K3M9Q/)).toBeInTheDocument();
    expect(deliveries.getByText(/8 tries/)).toBeInTheDocument();
  });

  it('says when every delivery has gone through', async () => {
    show([]);
    expect(await screen.findByText('Every webhook delivery has gone through.')).toBeInTheDocument();
  });

  it('adds a partner, then shows its webhook secret once with a copy button; the list never holds it', async () => {
    const user = show();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Add a partner' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a partner' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Harbour Weddings');
    await user.type(within(dialog).getByRole('textbox', { name: 'Allowed sites' }), 'https://weddings.example/{enter}https://weddings.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'Webhook URL' }), 'https://weddings.example/hv');
    const commission = within(dialog).getByRole('textbox', { name: 'Commission (%)' });
    await user.clear(commission);
    await user.type(commission, '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add partner' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Harbour Weddings added.'));
    expect(posted).toEqual([
      { name: 'Harbour Weddings', allowedOrigins: ['https://weddings.example'], webhookUrl: 'https://weddings.example/hv', commissionPercent: 12.5, active: true },
    ]);
    const secret = screen.getByRole('dialog', { name: 'Harbour Weddings’s webhook secret' });
    expect(within(secret).getByLabelText('Webhook secret')).toHaveTextContent(SECRET);
    expect(within(secret).getByRole('button', { name: 'Copy secret' })).toHaveFocus();
    await user.click(within(secret).getByRole('button', { name: 'Copy secret' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Secret copied.'));
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(within(rowOf('Harbour Weddings')).getByText('12.5 %')).toBeInTheDocument();
  });

  it('a wrong site is named at its field in the rule’s words, focused, and nothing is sent', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Add a partner' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a partner' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Bad Site');
    await user.type(within(dialog).getByRole('textbox', { name: 'Allowed sites' }), 'https://venue.example/book');
    await user.click(within(dialog).getByRole('button', { name: 'Add partner' }));
    const sites = within(dialog).getByRole('textbox', { name: 'Allowed sites' });
    await waitFor(() => expect(sites).toHaveFocus());
    expect(sites).toHaveAttribute('aria-invalid', 'true');
    expect(sites).toHaveAccessibleDescription(expect.stringContaining(PARTNER_MESSAGES.origin('https://venue.example/book')));
    expect(within(dialog).getByText('Please correct the marked fields.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('the API’s refusal of a field (an http webhook in production) shows at that field; what was typed stays', async () => {
    const user = show();
    await screen.findByText('Lakeside Venue', { selector: 'td' });
    server.use(
      http.patch(apiUrl('/hotel/partners/:id'), () =>
        HttpResponse.json(
          { code: 'INVALID_PARTNER', message: PARTNER_MESSAGES.webhookUrl, details: [{ field: 'webhookUrl', message: PARTNER_MESSAGES.webhookUrl }] },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Edit Lakeside Venue' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Lakeside Venue' });
    const url = within(dialog).getByRole('textbox', { name: 'Webhook URL' });
    await user.clear(url);
    await user.type(url, 'http://127.0.0.1:9000/hooks');
    await user.click(within(dialog).getByRole('button', { name: 'Save partner' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(expect.stringContaining(PARTNER_MESSAGES.webhookUrl)));
    expect(url).toHaveValue('http://127.0.0.1:9000/hooks');
  });

  it('edits a partner: only what changed is sent, and the row shows it', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Edit Travel Blog' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Travel Blog' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Allowed sites' }), 'https://blog.example');
    await user.click(within(dialog).getByRole('checkbox', { name: /Active/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save partner' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Travel Blog saved.'));
    expect(patched).toEqual([{ id: 'p2', body: { allowedOrigins: ['https://blog.example'], active: true } }]);
    const row = within(rowOf('Travel Blog'));
    expect(row.getByText('https://blog.example')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
  });

  it('a new secret is asked for first, then shown once', async () => {
    const user = show();
    await pressInDialog(user, 'New secret for Lakeside Venue', 'Give Lakeside Venue a new webhook secret?', 'Make a new secret');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Lakeside Venue has a new webhook secret.'));
    const secret = screen.getByRole('dialog', { name: 'Lakeside Venue’s webhook secret' });
    expect(within(secret).getByLabelText('Webhook secret')).toHaveTextContent(`${SECRET}-new`);
  });
});
