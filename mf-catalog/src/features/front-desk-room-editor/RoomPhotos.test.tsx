import { File as NodeFile } from 'node:buffer';
import type { HotelRoom, RoomPhoto } from '@hotel/shared';
import { PHOTO_MESSAGES } from '@hotel/shared/front-desk';
import { apiUrl, renderRemote, TEST_API, testPhoto, testRoom } from '@hotel/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import FrontDeskRoomEditorPage from './FrontDeskRoomEditorPage';

const room: HotelRoom = {
  ...testRoom({ _id: 'r1', name: 'Harbour Suite' }),
  image: `${TEST_API}/images/rooms/harbor-view-king.svg`,
  archived: false,
  housekeeping: { state: 'clean' },
};

/** The API's photos of r1, as it keeps them: the fake server below changes them as the real one would. */
let photos: RoomPhoto[];
/** What reached the API: [method, path, body]. */
let writes: [string, string, unknown][];

function show() {
  const user = userEvent.setup();
  renderRemote(<FrontDeskRoomEditorPage />, {
    path: '/hotel/rooms/r1',
    route: '/hotel/rooms/:id',
    http: [
      http.get(apiUrl('/rooms'), () => HttpResponse.json([room])),
      http.get(apiUrl('/rooms/:id'), () => HttpResponse.json({ ...room, photos })),
      http.post(apiUrl('/rooms/:id/images'), async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        writes.push(['POST', new URL(request.url).pathname, { alt: form.get('alt'), file: file.name }]);
        if (file.name === 'notes.jpg') return HttpResponse.json({ message: PHOTO_MESSAGES.notAPicture, code: 'INVALID_PHOTO' }, { status: 400 });
        const added = testPhoto({ _id: `p${photos.length + 1}`, alt: String(form.get('alt')) });
        photos = [...photos, added];
        return HttpResponse.json(added, { status: 201 });
      }),
      http.put(apiUrl('/rooms/:id/images/order'), async ({ request }) => {
        const { ids } = (await request.json()) as { ids: string[] };
        writes.push(['PUT', new URL(request.url).pathname, { ids }]);
        photos = ids.map((id) => photos.find((p) => p._id === id)!);
        return HttpResponse.json(photos);
      }),
      http.delete(apiUrl('/rooms/:id/images/:photoId'), ({ request, params }) => {
        writes.push(['DELETE', new URL(request.url).pathname, null]);
        photos = photos.filter((p) => p._id !== params.photoId);
        return new HttpResponse(null, { status: 204 });
      }),
    ],
  });
  return user;
}

// Node's File, not jsdom's: the API client's FormData is Node's (jest-fixed-jsdom), as a browser's File is its own.
const jpeg = (name: string, size = 1000) => new NodeFile([new Uint8Array(size)], name, { type: 'image/jpeg' }) as unknown as File;
const list = () => screen.getByRole('list', { name: 'Photos in the order guests see them' });
const alts = () => within(list()).getAllByRole('img').map((img) => img.getAttribute('alt'));

beforeEach(() => {
  writes = [];
  photos = [testPhoto({ _id: 'p1', alt: 'The bed' }), testPhoto({ _id: 'p2', alt: 'The view' })];
});

describe('the room editor’s photos', () => {
  it('lists the photos in order, each with every size, and uploads a new one with its alt text', async () => {
    const user = show();
    expect(await screen.findByRole('heading', { level: 2, name: 'Photos' })).toBeInTheDocument();
    await waitFor(() => expect(alts()).toEqual(['The bed', 'The view']));
    expect(within(list()).getAllByRole('img')[0]).toHaveAttribute('srcset', expect.stringContaining(' 480w, '));
    await user.upload(screen.getByLabelText('Photo file'), jpeg('pool.jpg'));
    await user.type(screen.getByRole('textbox', { name: 'Alt text' }), 'The pool at dusk');
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(alts()).toEqual(['The bed', 'The view', 'The pool at dusk']));
    expect(toast.success).toHaveBeenCalledWith('Photo uploaded.');
    expect(writes).toEqual([['POST', '/rooms/r1/images', { alt: 'The pool at dusk', file: 'pool.jpg' }]]);
    expect(screen.getByRole('textbox', { name: 'Alt text' })).toHaveValue('');
  });

  it('says what is wrong before sending: no file, no alt text, a file over 10 MB', async () => {
    const user = show();
    const upload = await screen.findByRole('button', { name: 'Upload photo' });
    await user.click(upload);
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.fileRequired);
    await user.upload(screen.getByLabelText('Photo file'), jpeg('bed.jpg'));
    await user.click(upload);
    expect(screen.getByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.altRequired);
    expect(screen.getByRole('textbox', { name: 'Alt text' })).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Alt text' }), 'Bed');
    await user.upload(screen.getByLabelText('Photo file'), jpeg('huge.jpg', 10 * 1024 * 1024 + 1));
    await user.click(upload);
    expect(screen.getByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.tooLarge);
    expect(writes).toEqual([]);
  });

  it('shows the API’s words when it refuses the file (a text file named .jpg), keeping the alt text', async () => {
    const user = show();
    await user.upload(await screen.findByLabelText('Photo file'), jpeg('notes.jpg'));
    await user.type(screen.getByRole('textbox', { name: 'Alt text' }), 'Desk');
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.notAPicture);
    expect(screen.getByRole('textbox', { name: 'Alt text' })).toHaveValue('Desk');
  });

  it('moves a photo with the keyboard, keeping the focus on it and saying where it went', async () => {
    const user = show();
    await waitFor(() => expect(alts()).toEqual(['The bed', 'The view']));
    expect(screen.getByRole('button', { name: 'Move “The bed” earlier' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move “The view” earlier' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(alts()).toEqual(['The view', 'The bed']));
    expect(writes).toEqual([['PUT', '/rooms/r1/images/order', { ids: ['p2', 'p1'] }]]);
    expect(screen.getByText('“The view” is now photo 1 of 2.')).toBeInTheDocument();
    // At the front now, its Earlier is disabled: the focus goes to its Later.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move “The view” later' })).toHaveFocus());
  });

  it('deletes a photo after asking', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Delete “The bed”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    await waitFor(() => expect(alts()).toEqual(['The view']));
    expect(toast.success).toHaveBeenCalledWith('Photo deleted.');
    expect(writes).toEqual([['DELETE', '/rooms/r1/images/p1', null]]);
  });
});
