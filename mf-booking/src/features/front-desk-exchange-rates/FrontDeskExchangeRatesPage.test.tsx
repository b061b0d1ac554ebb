// The front desk's exchange rates (docs/product.md "Currencies"), the API faked at the HTTP boundary:
// the rate guests see per currency with its date and source (the demo rates flagged), the history,
// and a rate published through the dialog: the rule's words at each wrong field first and nothing
// sent, the API's refusal in words with nothing typed lost, then the POST and the refreshed page.
import { EXCHANGE_RATE_MESSAGES, type ExchangeRatesHistory, type PublishedRate } from '@hotel/shared/front-desk';
import { apiUrl, asStaff, inTurn, pressInDialog, refusal, renderRemote, server } from '@hotel/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { toast } from 'react-toastify';
import FrontDeskExchangeRatesPage from './FrontDeskExchangeRatesPage';

const rate = (id: string, currency: PublishedRate['currency'], value: number, source: string, createdAt: string): PublishedRate => ({
  id,
  currency,
  rate: value,
  date: createdAt.slice(0, 10),
  source,
  createdAt,
  createdBy: id.startsWith('demo') ? 'demo data' : 'frontdesk@harborview.test',
});

const demoEur = rate('demo-eur', 'EUR', 0.9232, 'Demo rates: replace before opening', '2026-11-20T08:00:00.000Z');
const gbp = rate('gbp-1', 'GBP', 0.7864, 'Bank of England', '2026-11-26T09:00:00.000Z');
let data: ExchangeRatesHistory;
let writes: unknown[];

function show(answer: HttpResponseResolver = () => HttpResponse.json(data)) {
  const user = userEvent.setup();
  renderRemote(<FrontDeskExchangeRatesPage />, {
    path: '/hotel/exchange-rates',
    ...asStaff,
    http: [
      http.get(apiUrl('/hotel/exchange-rates'), answer),
      http.post(apiUrl('/hotel/exchange-rates'), async ({ request }) => {
        const body = (await request.json()) as PublishedRate;
        writes.push(body);
        const added = { ...body, id: 'eur-2', createdAt: '2026-11-28T10:00:00.000Z', createdBy: 'frontdesk@harborview.test' };
        data = { ...data, current: [added, gbp], history: [added, ...data.history] };
        return HttpResponse.json(added, { status: 201 });
      }),
    ],
  });
  return user;
}

beforeEach(() => {
  data = { base: 'USD', current: [demoEur, gbp], history: [gbp, demoEur] };
  writes = [];
});

describe('the exchange rates (/hotel/exchange-rates)', () => {
  it('shows the rate guests see per currency with its date and source, flags the demo rates, and lists every rate published', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Exchange rates' })).toBeInTheDocument();
    const current = await screen.findByRole('table', { name: 'The rate guests see, per currency' });
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    const [, eurRow, gbpRow] = within(current).getAllByRole('row');
    expect(cells(eurRow!).slice(0, 4)).toEqual(['EUR', '0.9232', '2026-11-20', 'Demo rates: replace before opening']);
    expect(cells(gbpRow!).slice(0, 4)).toEqual(['GBP', '0.7864', '2026-11-26', 'Bank of England']);
    expect(cells(gbpRow!)[4]).toMatch(/Nov 26, 2026.* by frontdesk@harborview\.test/);
    expect(screen.getByText('Some rates are the demo data’s: publish real ones before opening.')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Every rate published, newest first' })).getAllByRole('row')).toHaveLength(3);
  });

  it('publishes a rate: the rule’s words at each wrong field first, nothing sent; the API’s refusal in words, nothing lost; then the POST and the new rate', async () => {
    const user = show();
    await screen.findByRole('table', { name: 'The rate guests see, per currency' });
    const dialog = await pressInDialog(user, 'Publish a rate', 'Publish a rate', 'Publish rate');
    expect(await within(dialog).findByText(EXCHANGE_RATE_MESSAGES.rate)).toBeInTheDocument();
    expect(within(dialog).getByText(EXCHANGE_RATE_MESSAGES.source)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: '1 USD buys' })).toHaveFocus());
    expect(writes).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: '1 USD buys' }), '0,93');
    await user.type(within(dialog).getByRole('textbox', { name: 'Source' }), 'European Central Bank reference rate');
    await user.click(within(dialog).getByRole('button', { name: 'Publish rate' }));
    expect(await within(dialog).findByText(EXCHANGE_RATE_MESSAGES.rate)).toBeInTheDocument();
    expect(writes).toEqual([]);

    const rateBox = within(dialog).getByRole('textbox', { name: '1 USD buys' });
    await user.clear(rateBox);
    await user.type(rateBox, '0.9301');
    server.use(
      http.post(apiUrl('/hotel/exchange-rates'), () => HttpResponse.json({ message: EXCHANGE_RATE_MESSAGES.dateFuture, code: 'INVALID_EXCHANGE_RATE', details: [{ field: 'date', message: EXCHANGE_RATE_MESSAGES.dateFuture }] }, { status: 400 }), { once: true }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish rate' }));
    expect(await within(dialog).findByText(EXCHANGE_RATE_MESSAGES.dateFuture)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Source' })).toHaveValue('European Central Bank reference rate');

    const date = (within(dialog).getByLabelText('Date of the rate') as HTMLInputElement).value;
    await user.click(within(dialog).getByRole('button', { name: 'Publish rate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([{ currency: 'EUR', rate: 0.9301, date, source: 'European Central Bank reference rate' }]);
    expect(toast.success).toHaveBeenCalledWith('EUR rate published: guests see it from now on.');
    const current = screen.getByRole('table', { name: 'The rate guests see, per currency' });
    await waitFor(() => expect(within(current).getAllByRole('row')[1]).toHaveTextContent('0.9301'));
    expect(screen.queryByText('Some rates are the demo data’s: publish real ones before opening.')).not.toBeInTheDocument();
  });

  it('rates that cannot load say so, and Try again loads them', async () => {
    const user = show(inTurn(refusal(500, 'down'), () => HttpResponse.json(data)));
    expect(await screen.findByRole('alert')).toHaveTextContent('The exchange rates could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'The rate guests see, per currency' })).toBeInTheDocument();
  });
});
