import { addDays, todayIn, type HotelRoom, type RatePeriod, type RoomRates } from '@hotel/shared';
import { RATE_MESSAGES, ROOM_MESSAGES } from '@hotel/shared/front-desk';
import { apiUrl, networkDown, pressInDialog, renderRemote, server, testRatePeriod, testRoom } from '@hotel/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import FrontDeskRoomRatesPage from './FrontDeskRoomRatesPage';
import { shiftMonth } from './RatesMonth';

const room: HotelRoom = {
  ...testRoom({ _id: 'r1', name: 'Harbour Suite', price: 200, discountPrice: null }),
  archived: false,
  housekeeping: { state: 'clean' },
};
// Next month, so the period and the weekend are whole in the month shown after one "Next month".
const next = shiftMonth(todayIn('America/Los_Angeles'), 1);
const firstFriday = (() => {
  let d = next;
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 5) d = addDays(d, 1);
  return d;
})();
const season = testRatePeriod({ from: addDays(firstFriday, 7), to: addDays(firstFriday, 10), minNights: 3 });

let rates: RoomRates;
let writes: [string, string, unknown][];

function show() {
  const user = userEvent.setup();
  const record = async (request: Request) => {
    const body = request.method === 'DELETE' ? null : await request.json();
    writes.push([request.method, new URL(request.url).pathname, body]);
    return body as Record<string, unknown> | null;
  };
  renderRemote(<FrontDeskRoomRatesPage />, {
    path: '/hotel/rooms/r1/rates',
    route: '/hotel/rooms/:id/rates',
    http: [
      http.get(apiUrl('/rooms'), () => HttpResponse.json([room])),
      http.get(apiUrl('/rooms/:id/rates'), () => HttpResponse.json(rates)),
      http.patch(apiUrl('/rooms/:id'), async ({ request }) => {
        const body = (await record(request)) as { weekendPrice: number | null };
        rates = { ...rates, weekendPrice: body.weekendPrice };
        return HttpResponse.json({ ...room, rates });
      }),
      http.post(apiUrl('/rooms/:id/rates'), async ({ request }) => {
        const body = (await record(request)) as Omit<RatePeriod, '_id'>;
        const added = { ...body, _id: 'p2' };
        rates = { ...rates, periods: [...rates.periods, added] };
        return HttpResponse.json(added, { status: 201 });
      }),
      http.patch(apiUrl('/rooms/:id/rates/:rateId'), async ({ request }) => {
        const body = (await record(request)) as Partial<RatePeriod>;
        rates = { ...rates, periods: rates.periods.map((p) => (p._id === 'p1' ? { ...p, ...body } : p)) };
        return HttpResponse.json(rates.periods[0]);
      }),
      http.delete(apiUrl('/rooms/:id/rates/:rateId'), async ({ request }) => {
        await record(request);
        rates = { ...rates, periods: [] };
        return new HttpResponse(null, { status: 204 });
      }),
    ],
  });
  return user;
}

/** The month's cell of `day` (its number, then its rate and rules). */
const cell = (day: string) =>
  within(screen.getByRole('table', { name: /Each night's rate/ }))
    .getAllByRole('cell')
    .find((c) => c.textContent?.startsWith(`${Number(day.slice(8))}$`)) as HTMLElement;

beforeEach(() => {
  rates = { weekendPrice: 250, periods: [season] };
  writes = [];
});

describe('FrontDeskRoomRatesPage', () => {
  it('shows a month of nights: the default, the weekend price, the season with its minimum stay', async () => {
    const user = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rates: Harbour Suite' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(cell(addDays(firstFriday, -1))).toHaveTextContent('$200');
    expect(cell(firstFriday)).toHaveTextContent('$250');
    expect(cell(addDays(firstFriday, 1))).toHaveTextContent('$250');
    expect(cell(season.from)).toHaveTextContent('$300Min 3');
    expect(cell(addDays(season.to, -1))).toHaveTextContent('$300Min 3');
    expect(cell(season.to)).not.toHaveTextContent('Min');
    const row = screen.getByRole('button', { name: /^Change / }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('$300');
    expect(row).toHaveTextContent('Min 3 nights');
    expect(screen.getByRole('link', { name: 'Edit Harbour Suite' })).toHaveAttribute('href', '/hotel/rooms/r1');
  });

  it('sets the weekend price, refusing one the rule does not allow at its field', async () => {
    const user = show();
    const field = await screen.findByRole('textbox', { name: 'Friday and Saturday nights' });
    expect(field).toHaveValue('250');
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Save weekend price' }));
    expect(await screen.findByText(ROOM_MESSAGES.weekendPrice)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('0');
    expect(writes).toEqual([]);
    await user.clear(field);
    await user.type(field, '260');
    await user.click(screen.getByRole('button', { name: 'Save weekend price' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Weekend price set to $260.'));
    expect(writes).toEqual([['PATCH', '/rooms/r1', { weekendPrice: 260 }]]);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(cell(firstFriday)).toHaveTextContent('$260'));
  });

  it('adds a period: the rule at each wrong field first, then the POST; an overlap says so in the dialog', async () => {
    const user = show();
    const dialog = await pressInDialog(user, 'Add a period', 'Add a rate period', 'Add period');
    expect(await within(dialog).findByText(RATE_MESSAGES.from)).toBeInTheDocument();
    expect(within(dialog).getByText(RATE_MESSAGES.to)).toBeInTheDocument();
    expect(within(dialog).getByText(RATE_MESSAGES.price)).toBeInTheDocument();
    expect(within(dialog).getByText('Please correct the fields marked below.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('From')).toHaveFocus());
    expect(writes).toEqual([]);

    const from = addDays(next, 20);
    await user.type(within(dialog).getByLabelText('From'), from);
    await user.type(within(dialog).getByLabelText('To'), addDays(from, 5));
    await user.type(within(dialog).getByRole('textbox', { name: 'Price' }), '180');
    await user.type(within(dialog).getByRole('textbox', { name: 'Minimum nights' }), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Add period' }));
    expect(await within(dialog).findByText(RATE_MESSAGES.minNights)).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Minimum nights' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Minimum nights' }), '2');
    await user.click(within(dialog).getByRole('checkbox', { name: /Closed to arrival/ }));

    const overlap = RATE_MESSAGES.overlap(season);
    server.use(
      http.post(apiUrl('/rooms/:id/rates'), () => HttpResponse.json({ message: overlap }, { status: 409 }), {
        once: true,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add period' }));
    expect(await within(dialog).findByText(overlap)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Price' })).toHaveValue('180');

    await user.click(within(dialog).getByRole('button', { name: 'Add period' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([
      [
        'POST',
        '/rooms/r1/rates',
        { from, to: addDays(from, 5), price: 180, discountPrice: null, minNights: 2, closedToArrival: true },
      ],
    ]);
    expect(toast.success).toHaveBeenCalledWith('Rate period added.');
    // The page reads the rates again (the write stales 'rooms'): the new period is listed.
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(2));
  });

  it('changes a period with only the fields that changed, and deletes one after a confirmation', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: /^Change / }));
    const dialog = screen.getByRole('dialog', { name: 'Change the rate period' });
    const price = within(dialog).getByRole('textbox', { name: 'Price' });
    await user.clear(price);
    await user.type(price, '320');
    await user.click(within(dialog).getByRole('button', { name: 'Save period' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([['PATCH', '/rooms/r1/rates/p1', { price: 320 }]]);

    await user.click(screen.getByRole('button', { name: /^Delete / }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this rate period?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete period' }));
    expect(await screen.findByText(/No rate periods yet/)).toBeInTheDocument();
    expect(writes[1]).toEqual(['DELETE', '/rooms/r1/rates/p1', null]);
  });

  it('says when the rates cannot be read, with Try again', async () => {
    const user = show();
    server.use(http.get(apiUrl('/rooms/:id/rates'), networkDown, { once: true }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rates: Harbour Suite' })).toBeInTheDocument();
  });
});
