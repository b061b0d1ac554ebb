import type { HotelRoom } from '@hotel/shared';
import { ROOM_MESSAGES } from '@hotel/shared/front-desk';
import { apiUrl, renderRemote, TEST_API, testRoom, testRoomInput } from '@hotel/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { toast } from 'react-toastify';
import FrontDeskRoomEditorPage from './FrontDeskRoomEditorPage';

// Staff read a room's stored picture, one of our own images, as a URL under the API (issue 42).
const suite: HotelRoom = {
  ...testRoom({ _id: 'r1', name: 'Harbour Suite', price: 200, discountPrice: 150, amenities: ['wifi', 'pool'] }),
  image: `${TEST_API}/images/rooms/harbor-view-king.svg`,
  archived: false,
  housekeeping: { state: 'clean' },
};

/** The bodies the API received: [method, path, body]. */
let writes: [string, string, unknown][];

const record: (answer: (body: Record<string, unknown>) => Response) => HttpResponseResolver =
  (answer) =>
  async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    writes.push([request.method, new URL(request.url).pathname, body]);
    return answer(body);
  };

/** The editor at `path`; GET /rooms answers the staff list, POST and PATCH answer `post` / `patch`. */
function show(
  path: string,
  {
    post = (body) =>
      HttpResponse.json(
        { ...suite, ...body, _id: 'n1', bookedDates: [], reviews: [], archived: false },
        { status: 201 },
      ),
    patch = (body) => HttpResponse.json({ ...suite, ...body }),
  }: { post?: (body: Record<string, unknown>) => Response; patch?: (body: Record<string, unknown>) => Response } = {},
) {
  const user = userEvent.setup();
  renderRemote(<FrontDeskRoomEditorPage />, {
    path,
    route: path === '/hotel/rooms/new' ? path : '/hotel/rooms/:id',
    http: [
      http.get(apiUrl('/rooms'), () => HttpResponse.json([suite, { ...suite, _id: 'r2', name: 'Other' }])),
      http.post(apiUrl('/rooms'), record(post)),
      http.patch(apiUrl('/rooms/:id'), record(patch)),
    ],
  });
  return user;
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const save = (name = 'Create room') => screen.getByRole('button', { name });

/** Puts `text` into a field as one paste (one event, not one per key: the suite stays quick). */
async function fill(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.click(box(name));
  await user.paste(text);
}

/** The room `fillRoom` types: the new form's bed and Wi-Fi and air conditioning kept, the pool ticked. */
const NEW_ROOM = testRoomInput({ price: 240, discountPrice: 199, beds: 1, amenities: ['wifi', 'pool', 'ac'] });

/** Types a whole valid room into the new-room form. */
async function fillRoom(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, 'Name', NEW_ROOM.name);
  await fill(user, 'Type', NEW_ROOM.type);
  await fill(user, 'Location', NEW_ROOM.location);
  await fill(user, 'Description', NEW_ROOM.description);
  await fill(user, 'Image file', NEW_ROOM.image);
  await fill(user, 'Price', String(NEW_ROOM.price));
  await fill(user, 'Discount price', String(NEW_ROOM.discountPrice));
  await user.clear(box('Capacity'));
  await fill(user, 'Capacity', String(NEW_ROOM.capacity));
  await fill(user, 'Size', String(NEW_ROOM.size));
  await user.click(screen.getByRole('checkbox', { name: 'Swimming Pool' }));
}

/** The field shows `message` under it, is marked invalid, and is described by the message. */
function expectWrong(name: string, message: string) {
  const field = box(name);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

beforeEach(() => {
  writes = [];
});

describe('FrontDeskRoomEditorPage: a new room', () => {
  it('shows every Room field with its label, the amenities as checkboxes', () => {
    show('/hotel/rooms/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Add a room' })).toBeInTheDocument();
    for (const name of [
      'Name',
      'Type',
      'Location',
      'Description',
      'Image file',
      'Price',
      'Discount price',
      'Capacity',
      'Beds',
      'Size',
    ])
      expect(box(name)).toBeInTheDocument();
    const amenities = within(screen.getByRole('group', { name: 'Amenities' })).getAllByRole('checkbox');
    expect(amenities.map((c) => c.closest('label')!.textContent)).toEqual([
      'Free WiFi',
      'Parking',
      'Swimming Pool',
      'Air Conditioning',
      'Coffee Maker',
    ]);
  });

  it('creates the room: POST with every field as the API takes it, a toast, then its editor', async () => {
    const user = show('/hotel/rooms/new');
    await fillRoom(user);
    await user.click(save());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`${NEW_ROOM.name} created.`));
    expect(writes).toEqual([['POST', '/rooms', NEW_ROOM]]);
    expect(await screen.findByText('Page /hotel/rooms/n1')).toBeInTheDocument();
  });

  it('an empty form names every wrong field, focuses the first and sends nothing', async () => {
    const user = show('/hotel/rooms/new');
    await user.click(save());
    expectWrong('Name', ROOM_MESSAGES.nameRequired);
    expectWrong('Type', ROOM_MESSAGES.typeRequired);
    expectWrong('Location', ROOM_MESSAGES.locationRequired);
    expectWrong('Description', ROOM_MESSAGES.descriptionRequired);
    expectWrong('Image file', ROOM_MESSAGES.imageInvalid);
    expectWrong('Price', ROOM_MESSAGES.price);
    expectWrong('Size', ROOM_MESSAGES.size);
    expect(screen.getByText('Please correct the fields marked below.')).toBeInTheDocument();
    await waitFor(() => expect(box('Name')).toHaveFocus());
    expect(writes).toEqual([]);
  });

  it.each([
    ['name empty', 'Name', '   ', ROOM_MESSAGES.nameRequired],
    ['name over 80 characters', 'Name', 'x'.repeat(81), ROOM_MESSAGES.nameTooLong],
    ['price 0', 'Price', '0', ROOM_MESSAGES.price],
    ['price over 100,000', 'Price', '100001', ROOM_MESSAGES.price],
    ['price not whole', 'Price', '99.5', ROOM_MESSAGES.price],
    ['price not a number', 'Price', 'abc', ROOM_MESSAGES.price],
    ['discount equal to the price', 'Discount price', '240', ROOM_MESSAGES.discountPrice],
    ['discount above the price', 'Discount price', '300', ROOM_MESSAGES.discountPrice],
    ['capacity 0', 'Capacity', '0', ROOM_MESSAGES.capacity],
    ['capacity 11', 'Capacity', '11', ROOM_MESSAGES.capacity],
    ['a javascript: image', 'Image file', 'javascript:alert(1)', ROOM_MESSAGES.imageInvalid],
    ['an image that is no URL', 'Image file', 'not a picture', ROOM_MESSAGES.imageInvalid],
  ])('%s: the rule’s message under the field, the values kept, nothing sent', async (_, name, value, message) => {
    const user = show('/hotel/rooms/new');
    await fillRoom(user);
    await user.clear(box(name));
    await fill(user, name, value);
    await user.click(save());
    expectWrong(name, message);
    // Only that field is wrong, and what was typed is still there.
    expect(screen.getAllByRole('textbox').filter((f) => f.getAttribute('aria-invalid') === 'true')).toEqual([
      box(name),
    ]);
    expect(box(name)).toHaveValue(value);
    expect(box('Location')).toHaveValue(NEW_ROOM.location);
    await waitFor(() => expect(box(name)).toHaveFocus());
    expect(writes).toEqual([]);
  });

  it('editing a wrong field takes its mark away', async () => {
    const user = show('/hotel/rooms/new');
    await fillRoom(user);
    await user.clear(box('Price'));
    await user.click(save());
    expectWrong('Price', ROOM_MESSAGES.price);
    await fill(user, 'Price', '250');
    expect(box('Price')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(ROOM_MESSAGES.price)).not.toBeInTheDocument();
  });

  it('a 400 from the API shows its message at its field, and keeps what was typed', async () => {
    const user = show('/hotel/rooms/new', {
      post: () =>
        HttpResponse.json(
          { message: ROOM_MESSAGES.imageInvalid, details: [{ field: 'image', message: ROOM_MESSAGES.imageInvalid }] },
          { status: 400 },
        ),
    });
    await fillRoom(user);
    await user.click(save());
    await waitFor(() => expectWrong('Image file', ROOM_MESSAGES.imageInvalid));
    expect(toast.error).toHaveBeenCalledWith(ROOM_MESSAGES.imageInvalid);
    expect(box('Name')).toHaveValue(NEW_ROOM.name);
    expect(box('Image file')).toHaveValue(NEW_ROOM.image);
    expect(screen.queryByText(/^Page /)).not.toBeInTheDocument();
  });

  it('previews the image: our own file from the API, else the placeholder; an outside URL is refused in words', async () => {
    const user = show('/hotel/rooms/new');
    expect(screen.getByText('No picture yet')).toBeInTheDocument();
    await fill(user, 'Image file', 'classic-queen.svg');
    const preview = () => screen.getByRole('figure').querySelector('img')!;
    expect(preview()).toHaveAttribute('src', `${TEST_API}/images/rooms/classic-queen.svg`);
    expect(screen.getByText('Preview')).toBeInTheDocument();
    await user.clear(box('Image file'));
    await fillRoom(user);
    await user.clear(box('Image file'));
    await fill(user, 'Image file', 'https://img.example/loft.jpg');
    expect(screen.getByText('No picture yet')).toBeInTheDocument();
    await user.click(save());
    expectWrong('Image file', ROOM_MESSAGES.imageOutside);
    expect(writes).toEqual([]);
  });
});

describe('FrontDeskRoomEditorPage: a room', () => {
  it('opens with the room’s fields and changes only what changed (PATCH), saying so', async () => {
    const user = show('/hotel/rooms/r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Harbour Suite' })).toBeInTheDocument();
    expect(box('Name')).toHaveValue('Harbour Suite');
    expect(box('Price')).toHaveValue('200');
    expect(box('Discount price')).toHaveValue('150');
    expect(screen.getByRole('checkbox', { name: 'Swimming Pool' })).toBeChecked();
    await user.clear(box('Price'));
    await fill(user, 'Price', '180');
    await user.clear(box('Discount price'));
    await user.click(screen.getByRole('checkbox', { name: 'Parking' }));
    await user.click(save('Save changes'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Harbour Suite saved (Price, Discount price, Amenities).'),
    );
    expect(writes).toEqual([
      ['PATCH', '/rooms/r1', { price: 180, discountPrice: null, amenities: ['wifi', 'parking', 'pool'] }],
    ]);
  });

  it('a discount at or above a lowered price is refused at the discount', async () => {
    const user = show('/hotel/rooms/r1');
    await screen.findByRole('heading', { level: 1, name: 'Edit Harbour Suite' });
    await user.clear(box('Price'));
    await fill(user, 'Price', '150');
    await user.click(save('Save changes'));
    expectWrong('Discount price', ROOM_MESSAGES.discountPrice);
    expect(writes).toEqual([]);
  });

  it('Save without a change sends nothing and says so', async () => {
    const user = show('/hotel/rooms/r1');
    await screen.findByRole('heading', { level: 1, name: 'Edit Harbour Suite' });
    await user.click(save('Save changes'));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('No changes to save.'));
    expect(writes).toEqual([]);
  });

  it('archives and unarchives the room from its editor', async () => {
    const user = show('/hotel/rooms/r1');
    await user.click(await screen.findByRole('button', { name: 'Archive room' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Archive this room?' })).getByRole('button', { name: 'Archive' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Harbour Suite archived.'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Archived');
    await user.click(screen.getByRole('button', { name: 'Unarchive room' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Put this room back on sale?' })).getByRole('button', {
        name: 'Unarchive',
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Harbour Suite is back on sale.'));
    expect(writes).toEqual([
      ['PATCH', '/rooms/r1', { archived: true }],
      ['PATCH', '/rooms/r1', { archived: false }],
    ]);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Archived');
  });

  it('an id that is no room says "Room not found"', async () => {
    show('/hotel/rooms/nope');
    expect(await screen.findByText('Room not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All rooms' })).toHaveAttribute('href', '/hotel/rooms');
  });
});
