// The front desk's promo codes (docs/product.md "Promo codes"), the API faked at the HTTP boundary:
// the list with each code's terms and uses, a code created (the rule's words at each wrong field
// first, nothing sent; a code taken said in the dialog), changed (only what changed is sent) and
// deleted after a confirmation that says bookings keep their price.
import type { HotelRoom } from '@hotel/shared';
import { PROMO_RULE_MESSAGES } from '@hotel/shared/front-desk';
import type { Promotion } from '@hotel/shared/promotions';
import { apiUrl, pressInDialog, renderRemote, server, testRoom } from '@hotel/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import FrontDeskPromotionsPage from './FrontDeskPromotionsPage';

const hotelRoom = (id: string, name: string): HotelRoom => ({ ...testRoom({ _id: id, name }), archived: false, housekeeping: { state: 'clean' } });
const rooms = [hotelRoom('r1', 'Harbour Suite'), hotelRoom('r2', 'Garden Double')];

const summer: Promotion = {
  _id: 'p1',
  code: 'SUMMER10',
  percentOff: 10,
  amountOff: null,
  stayFrom: '2099-07-01',
  stayTo: '2099-08-31',
  bookFrom: null,
  bookTo: null,
  minNights: 2,
  maxUses: 50,
  roomIds: ['r1'],
  uses: 3,
  createdAt: '2099-05-01T00:00:00.000Z',
};

let promotions: Promotion[];
let writes: [string, string, unknown][];

function show() {
  const user = userEvent.setup();
  const record = async (request: Request) => {
    const body = request.method === 'DELETE' ? null : await request.json();
    writes.push([request.method, new URL(request.url).pathname, body]);
    return body as Record<string, unknown>;
  };
  renderRemote(<FrontDeskPromotionsPage />, {
    path: '/hotel/promotions',
    route: '/hotel/promotions',
    http: [
      http.get(apiUrl('/rooms'), () => HttpResponse.json(rooms)),
      http.get(apiUrl('/hotel/promotions'), () => HttpResponse.json(promotions)),
      http.post(apiUrl('/hotel/promotions'), async ({ request }) => {
        const body = await record(request);
        const added = { ...body, _id: 'p2', uses: 0, createdAt: '2099-05-02T00:00:00.000Z' } as Promotion;
        promotions = [added, ...promotions];
        return HttpResponse.json(added, { status: 201 });
      }),
      http.patch(apiUrl('/hotel/promotions/:id'), async ({ request }) => {
        const body = await record(request);
        promotions = promotions.map((p) => (p._id === 'p1' ? { ...p, ...body } : p));
        return HttpResponse.json(promotions.find((p) => p._id === 'p1'));
      }),
      http.delete(apiUrl('/hotel/promotions/:id'), async ({ request }) => {
        await record(request);
        promotions = promotions.filter((p) => p._id !== 'p1');
        return new HttpResponse(null, { status: 204 });
      }),
    ],
  });
  return user;
}

beforeEach(() => {
  promotions = [summer];
  writes = [];
});

describe('FrontDeskPromotionsPage', () => {
  it('lists each code with its discount, its nights, when it may be used, its rules and its uses so far', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo codes' })).toBeInTheDocument();
    const row = (await screen.findByText('SUMMER10')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('10% off a night');
    expect(row).toHaveTextContent('Wed, Jul 1, 2099 – Mon, Aug 31, 2099');
    expect(row).toHaveTextContent('Any day');
    expect(row).toHaveTextContent('2+ nights · Harbour Suite');
    expect(row).toHaveTextContent('3 of 50');
    expect(screen.getByText('1 code · 3 bookings made with them')).toBeInTheDocument();
  });

  it('creates a code: the rule at each wrong field first and nothing sent; a code taken is said in the dialog; then the POST', async () => {
    const user = show();
    await screen.findByText('SUMMER10');
    const dialog = await pressInDialog(user, 'Create a code', 'Create a promo code', 'Create code');
    expect(await within(dialog).findByText(PROMO_RULE_MESSAGES.code)).toBeInTheDocument();
    expect(within(dialog).getByText(PROMO_RULE_MESSAGES.percentOrAmount)).toBeInTheDocument();
    expect(within(dialog).getByText(PROMO_RULE_MESSAGES.stayFrom)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveFocus());
    expect(writes).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'winter-25');
    await user.click(within(dialog).getByRole('radio', { name: 'Amount off each night' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount off per night ($)' }), '25.50');
    await user.type(within(dialog).getByLabelText('Stay from'), '2099-12-01');
    await user.type(within(dialog).getByLabelText('Stay to'), '2099-12-20');
    await user.type(within(dialog).getByRole('textbox', { name: 'Uses' }), '10');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Garden Double' }));

    const taken = PROMO_RULE_MESSAGES.codeTaken('WINTER-25');
    server.use(http.post(apiUrl('/hotel/promotions'), () => HttpResponse.json({ message: taken }, { status: 409 }), { once: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveValue('winter-25');

    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([
      [
        'POST',
        '/hotel/promotions',
        {
          code: 'WINTER-25',
          percentOff: null,
          amountOff: 25.5,
          stayFrom: '2099-12-01',
          stayTo: '2099-12-20',
          bookFrom: null,
          bookTo: null,
          minNights: null,
          maxUses: 10,
          roomIds: ['r2'],
        },
      ],
    ]);
    expect(toast.success).toHaveBeenCalledWith('Promo code created.');
    expect(await screen.findByText('WINTER-25')).toBeInTheDocument();
    expect((screen.getByText('WINTER-25').closest('tr') as HTMLElement)).toHaveTextContent('$25.50 off a night');
  });

  it('changes a code, sending only what changed; deletes one after saying its bookings keep their price', async () => {
    const user = show();
    await screen.findByText('SUMMER10');
    await user.click(screen.getByRole('button', { name: 'Change SUMMER10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change SUMMER10' });
    const off = within(dialog).getByRole('textbox', { name: 'Percent off (1-100)' });
    await user.clear(off);
    await user.type(off, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([['PATCH', '/hotel/promotions/p1', { percentOff: 15 }]]);
    await waitFor(() => expect(screen.getByText('SUMMER10').closest('tr')).toHaveTextContent('15% off a night'));

    await user.click(screen.getByRole('button', { name: 'Delete SUMMER10' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete SUMMER10?' });
    expect(confirm).toHaveTextContent('The 3 bookings already made with it keep their price.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete code' }));
    await waitFor(() => expect(screen.queryByText('SUMMER10')).not.toBeInTheDocument());
    expect(writes.at(-1)).toEqual(['DELETE', '/hotel/promotions/p1', null]);
    expect(screen.getByText('No promo codes yet.')).toBeInTheDocument();
  });
});
